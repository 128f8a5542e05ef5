import Geometry
import Navigation
import Runtime
import SegueTesting
import Views
import DemoTesting

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
    /// Hears each entry as it is written (the appearance ledger reads the stack then).
    var onAdd: ((String) -> Void)?
    func add(_ s: String) {
        entries.append(s)
        onAdd?(s)
    }
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A navigation controller on its own in a 400x300 window, driven by the app's frame step.
@MainActor
final class NavigationRig: FrameHarness {
    let nav: NavigationController
    let log: Log
    let root: Recorder

    init() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let frame = FrameStep(window: window, startTime: 10)
        log = Log()
        root = Recorder("root", log: log)
        nav = NavigationController(rootViewController: root, clock: frame.animationClock)
        super.init(frame: frame)
        nav.view.frame = window.bounds
        window.addSubview(nav.view)
        window.layoutIfNeeded()
        tick()
    }

    func settle(limit: Double = 5) { settle(limit: limit) { nav.isTransitioning } }

    /// A horizontal drag along y = 150.
    func drag(from x0: Double, to x1: Double, steps: Int = 10, duration: Double = 0.2, release: Bool = true) {
        drag(from: Point(x: x0, y: 150), to: Point(x: x1, y: 150), steps: steps, duration: duration, release: release)
    }

    /// The views the container shows.
    var shown: [View] { nav.containerView.subviews }
}
