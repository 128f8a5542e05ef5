import CSDL2

/// Keeps the frame rate at or below `fps` where the display has no vsync to do it, so an
/// animating window does not spin a core.
@MainActor
public final class FrameLimiter {
    private let clock: MonotonicClock
    private let interval: Double
    private var last: Double

    public init(clock: MonotonicClock, fps: Double = 60) {
        self.clock = clock
        interval = 1 / max(1, fps)
        last = clock.now
    }

    /// Sleeps what remains of the frame interval since the previous call.
    public func wait() {
        let now = clock.now
        let remaining = interval - (now - last)
        if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
        last = max(clock.now, last + interval)
    }
}
