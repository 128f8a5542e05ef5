import Foundation
import Geometry
import Gestures
import Runtime
import SegueTesting
import Sessions
import DemoTesting
import Scenes
import Motion

/// A scene recorded as the live loop records it, without a window: each frame's events go
/// through the recorder to the driver, keys that ask for a freeze (or a parameter) come back
/// as recorded events, and each stepped frame gets its line by the recorder's rule.
@MainActor
final class LiveLikeRecording {
    let path: String
    let stage: Stage
    let recorder: SessionRecorder
    private let resources: Resources
    private(set) var time = 0.0
    /// What the live loop does to each input before recording it (the overlay's Freeze
    /// button takes its presses); nil: nothing.
    var inputs: ((SessionEvent) -> SessionEvent?)?

    init(scene: String, name: String, size: Size = Size(width: 800, height: 600)) throws {
        DummyVideo.use()
        resources = try Resources(app: DemoApp.repository)
        stage = try Stage(resources: resources, scene: scene, size: size, output: .none, startTime: 0)
        path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(name)-\(getpid()).jsonl").path
        let header = SessionHeader(appVersion: "test", scene: scene, windowSize: size, pixelScale: 1, slowAnimations: false, spec: stage.driver.spec)
        recorder = SessionRecorder(writer: try RecordingTarget(path: path, force: true).open(), header: header)
        let driver = stage.driver, recorder = recorder
        driver.freezeRequests = { [unowned driver] action in driver.apply(recorder.admit(.freeze(action, time: driver.frameClock.now))) }
        driver.parameterChanges = { [unowned driver] change in driver.apply(recorder.admit(.parameter(change, time: driver.frameClock.now))) }
        frame()
    }

    var driver: FrameDriver { stage.driver }

    /// One frame `dt` after the last, with `events` (stamped at its time) applied first, then
    /// the keys `released` let go (the live loop hands those to the driver unrecorded). With
    /// `unrecorded`, the events are applied and left out of the file (a fault for tests to show
    /// that verifying catches a lost input).
    func frame(_ dt: Double = 1.0 / 60, _ events: [(Double) -> SessionEvent] = [], released: [String] = [], unrecorded: Bool = false) {
        time += dt
        driver.beginFrame(at: time)
        for make in events {
            guard let input = inputs.map({ $0(make(time)) }) ?? make(time) else { continue }
            driver.apply(unrecorded ? input : recorder.admit(input))
        }
        for key in released { driver.keyReleased(KeyEvent(key: key, timestamp: time)) }
        driver.step()
        recorder.frame(driver, at: time, drawn: true)
    }

    func frames(_ n: Int) { for _ in 0..<n { frame() } }

    static func key(_ name: String) -> (Double) -> SessionEvent { { .key(KeyEvent(key: name, timestamp: $0)) } }
    static func pointer(_ phase: PointerPhase, _ p: Point) -> (Double) -> SessionEvent {
        { .pointer(PointerEvent(phase: phase, location: p, buttons: phase == .up ? 0 : 1, timestamp: $0)) }
    }

    /// The session at `path` replayed headless without pixels with `--verify`: the run, and
    /// what the replay said.
    static func verify(_ path: String) -> (run: ReplayRun, said: [String]) {
        var options = ReplayOptions(file: path, app: DemoApp.repository)
        options.headless = true
        options.noRender = true
        options.verify = true
        var said: [String] = []
        let run = Replay(options, report: { said.append($0) }).run(tracing: false)
        return (run, said)
    }

    /// Ends the file and frees the stage.
    func finish() {
        recorder.finish(driver)
        stage.close()
        resources.close()
    }
}
