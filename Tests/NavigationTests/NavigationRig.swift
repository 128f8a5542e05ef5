import Compositor
import Geometry
import Gestures
import Motion
import Navigation
import Views

/// A controller that records its appearance callbacks into a shared log.
@MainActor
final class Recorder: ViewController {
    let log: Log
    init(_ name: String, log: Log) {
        self.log = log
        super.init(title: name)
    }
    override func viewWillAppear(_ animated: Bool) { log.add("\(title!).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(title!).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(title!).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(title!).didDisappear") }
}

@MainActor
final class Log {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A window with a navigation controller, a manual clock and the animation ticker.
@MainActor
final class NavigationRig {
    let clock = ManualClock(now: 10)
    let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
    let ticker = AnimationTicker()
    let nav: NavigationController
    let log = Log()
    let root: Recorder

    init() {
        root = Recorder("root", log: log)
        nav = NavigationController(rootViewController: root, clock: clock)
        nav.view.frame = window.bounds
        window.addSubview(nav.view)
        window.layoutIfNeeded()
        tick()
    }

    func tick(_ dt: Double = 0) {
        clock.advance(by: dt)
        ticker.advance(window.layer, to: clock.now)
        window.advanceGestures(to: clock.now)
        window.layoutIfNeeded()
    }

    /// Runs the clock until no transition is in flight (at most `limit` seconds).
    func settle(limit: Double = 5) {
        var t = 0.0
        tick()
        while nav.isTransitioning && t < limit {
            tick(1.0 / 60)
            t += 1.0 / 60
        }
        tick()
    }

    func drag(from x0: Double, to x1: Double, steps: Int = 10, duration: Double = 0.2, release: Bool = true) {
        window.send(PointerEvent(phase: .down, location: Point(x: x0, y: 150), timestamp: clock.now))
        for i in 1...steps {
            tick(duration / Double(steps))
            window.send(PointerEvent(phase: .move, location: Point(x: x0 + (x1 - x0) * Double(i) / Double(steps), y: 150), timestamp: clock.now))
        }
        if release {
            tick(0.004)
            window.send(PointerEvent(phase: .up, location: Point(x: x1, y: 150), timestamp: clock.now))
        }
    }

    /// The views the container shows.
    var shown: [View] { nav.containerView.subviews }
}
