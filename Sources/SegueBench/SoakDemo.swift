import Runtime
import Geometry
import Gestures
import Navigation
import Sessions
import Host

/// One demo in a fresh window under the app's frame step, every frame drawn headless: a cycle
/// clicks to push (or present) and presses Escape to go back, each run to its end and checked.
@MainActor
final class SoakDemo {
    private let scene: String
    private let stage: Stage
    private var driver: FrameDriver { stage.driver }
    /// Pages pushed or presented by a cycle that were still alive at the end of the next one.
    private(set) var survivingPages = 0
    /// The page the last cycle pushed or presented, to see it freed.
    private weak var lastPage: ViewController?
    private let interval: Double
    private var time = 0.0

    init(scene: String, size: Size, interval: Double, resources: Resources) throws {
        self.scene = scene
        self.interval = interval
        stage = try Stage(resources: resources, scene: scene, size: size, output: .headless(scale: 1), startTime: 0)
        frame()
    }

    /// Frees the stage's textures and canvas.
    func close() { stage.close() }

    /// One push by a click at `point` and one pop by Escape, each run to its end.
    func cycle(clickAt point: Point) throws {
        let start = driver.summary
        frame(click(at: point))
        try settle(after: "a click at \(point)")
        let shown = driver.summary
        guard shown.completedTransitions == start.completedTransitions + 1, shown.stack.count > start.stack.count || shown.presented != nil else {
            throw BenchError("\(scene): a click at \(point) pushed nothing (stack \(shown.stack), presented \(shown.presented ?? "none"))")
        }
        let page = driver.shell.presentingController?.presentedViewController ?? driver.shell.navigation.topViewController
        frame([.key(KeyEvent(key: "escape", timestamp: 0))])
        try settle(after: "Escape")
        let back = driver.summary
        guard back.completedTransitions == start.completedTransitions + 2, back.stack == start.stack, back.presented == nil else {
            throw BenchError("\(scene): Escape did not go back (stack \(back.stack), presented \(back.presented ?? "none"))")
        }
        if lastPage != nil { survivingPages += 1 }
        lastPage = page
    }

    /// A mouse moved to `point`, pressed and released there in one frame, as recorded clicks are.
    private func click(at point: Point) -> [SessionEvent] {
        [PointerPhase.move, .down, .up].map { phase in
            .pointer(PointerEvent(phase: phase, location: point, buttons: phase == .down ? 1 : 0, timestamp: 0))
        }
    }

    /// Draws frames until the transition that `cause` started ends; throws if none started,
    /// or if it still runs after 30 seconds of frames.
    private func settle(after cause: String) throws {
        guard driver.shell.isTransitioning else { throw BenchError("\(scene): \(cause) started no transition") }
        let limit = time + 30
        while driver.shell.isTransitioning {
            guard time < limit else { throw BenchError("\(scene): the transition after \(cause) did not end") }
            frame()
        }
    }

    /// The app's frame at the next tick: events (stamped with its time), animations,
    /// gestures, layout, then drawing.
    private func frame(_ events: [SessionEvent] = []) {
        time += interval
        driver.beginFrame(at: time)
        for e in events { driver.apply(e.at(time: time)) }
        driver.step()
        stage.render()
    }
}
