import Geometry
import Testing
import Gestures
import Motion
import Runtime
import Sessions
import Views

/// Frames driven by hand, for tests: the app's own frame step on a manual clock, and input
/// as the window delivers it (stamped with the frame's time). `SceneHarness` adds a scene;
/// this base drives any window (a navigation controller on its own, a view tree).
@MainActor
open class FrameHarness {
    public let frame: FrameStep
    private let deliver: (SessionEvent) -> Void
    private let stepFrame: () -> Void

    /// `deliver` applies an event (a scene's frame driver applies keys too); the default
    /// sends pointer and wheel events to the window. `step` steps a frame (a scene's frame
    /// driver's step, which keeps its timeline); the default steps `frame`.
    public init(frame: FrameStep, deliver: ((SessionEvent) -> Void)? = nil, step: (() -> Void)? = nil) {
        self.frame = frame
        stepFrame = step ?? { frame.step() }
        let window = frame.window
        self.deliver = deliver ?? { event in
            switch event {
            case .pointer(let p): window.send(p)
            case .wheel(let w): window.send(w)
            case .resize(let size, _): window.resize(to: size)
            case .key, .focusLost, .parameter, .freeze: break
            }
        }
    }

    /// A window of its own, laid out by itself, from `startTime` on.
    public convenience init(window: Window, startTime: Double = 10) {
        self.init(frame: FrameStep(window: window, startTime: startTime))
        tick()
    }

    public var window: Window { frame.window }
    /// Input time (the frame clock); `animationClock` runs on it, slowed as S slows it.
    public var clock: ManualClock { frame.frameClock }
    public var animationClock: ScaledClock { frame.animationClock }
    public var now: Double { frame.frameClock.now }

    /// One frame, `dt` seconds after the last.
    public func tick(_ dt: Double = 0) {
        frame.beginFrame(at: now + dt)
        stepFrame()
    }

    /// Frames at `rate` Hz for `seconds` (the last one may end up to a frame past it),
    /// `each` called after every frame.
    public func run(for seconds: Double, rate: Double = 60, each: () -> Void = {}) {
        run(frames: Int(((seconds - 1e-9) * rate).rounded(.up)), rate: rate, each: each)
    }

    /// `frames` frames at `rate` Hz, `each` called after every frame.
    public func run(frames: Int, rate: Double = 60, each: () -> Void = {}) {
        for _ in 0..<max(0, frames) {
            tick(1 / rate)
            each()
        }
    }

    /// 60 Hz frames while `busy` holds, at most `limit` seconds, with a frame before and after.
    public func settle(limit: Double, while busy: () -> Bool, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        var t = 0.0
        tick()
        while busy() && t < limit {
            tick(1.0 / 60)
            t += 1.0 / 60
        }
        // Giving up silently would let a test go on from a state it did not expect.
        if busy() { Issue.record("settle: still busy after \(limit) s", sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) }
        tick()
    }

    public func send(_ event: SessionEvent) { deliver(event) }
    public func press(_ p: Point) { send(.pointer(PointerEvent(phase: .down, location: p, timestamp: now))) }
    public func move(_ p: Point) { send(.pointer(PointerEvent(phase: .move, location: p, timestamp: now))) }
    public func release(_ p: Point) { send(.pointer(PointerEvent(phase: .up, location: p, buttons: 0, timestamp: now))) }
    public func key(_ name: String) { send(.key(KeyEvent(key: name, isRepeat: false, timestamp: now))) }
    /// F, then a frame: the engine frozen at the frame shown (or resumed, when frozen).
    public func freeze() {
        key("f")
        tick(1.0 / 60)
    }

    public func click(_ p: Point) {
        press(p)
        tick(0.05)
        release(p)
        tick()
    }

    /// Presses at `from`, moves to `to` in `steps` frames over `duration`, holds still for
    /// `hold` seconds, and lets go (then one frame) unless `release` is false.
    public func drag(from: Point, to: Point, steps: Int = 12, duration: Double = 0.25, hold: Double = 0, release letGo: Bool = true) {
        press(from)
        for i in 1...steps {
            tick(duration / Double(steps))
            let f = Double(i) / Double(steps)
            move(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        if hold > 0 { run(for: hold) }
        if letGo {
            tick(0.004)
            release(to)
            tick()
        }
    }
}
