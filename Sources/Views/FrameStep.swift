import Compositor
import Motion

/// The engine's frame, whatever the window shows: after the frame's events, animations
/// advance to the frame's time (slowed by `animationClock.rate`), the views' display links
/// are called at that same animation time (a scroll view coasting), recognizers see the
/// frame's time (a held press, a stopped pointer), then layout runs. Every frame of Segue, live, replayed,
/// benchmarked or tested, is one call of `step`.
@MainActor
public final class FrameStep {
    public let window: Window
    /// The frame's time: set once per frame, before its events are applied.
    public let frameClock = ManualClock()
    /// Animation time, slowed tenfold by S; input keeps the frame clock's time.
    public let animationClock: ScaledClock
    /// What lays the window's content out (the scene's shell, or the window itself).
    public var layout: () -> Void
    private let ticker = AnimationTicker()
    public private(set) var frames = 0

    public init(window: Window, startTime: Double) {
        self.window = window
        frameClock.now = startTime
        animationClock = ScaledClock(base: frameClock)
        layout = { [unowned window] in window.layoutIfNeeded() }
    }

    /// Sets the frame's time; time never goes back.
    public func beginFrame(at time: Double) {
        if time > frameClock.now { frameClock.now = time }
    }

    public func step() {
        if !isHeld {
            ticker.advance(window.layer, to: animationClock.now)
            window.advanceDisplayLinks(to: animationClock.now)
            window.advanceGestures(to: frameClock.now)
        }
        layout()
        frames += 1
    }

    /// Whether the engine is frozen: steps only lay out, and animation time stands still.
    public var isHeld: Bool { animationClock.isHeld }

    /// Freezes the engine at the frame shown, which animation time `shownTime` made:
    /// animations, display links and recognizers wait, and animation time stands there, so
    /// a release shows that frame again.
    public func hold(at shownTime: Double) {
        guard !isHeld else { return }
        animationClock.hold(at: shownTime)
    }

    /// Lets the engine go on from the frame it was frozen at.
    public func release() { animationClock.release() }
}
