import CSDL2
import Motion

/// Seconds since the clock was made, from SDL's high-resolution monotonic counter.
public final class MonotonicClock: Clock, @unchecked Sendable {
    private let start: UInt64
    private let frequency: Double

    public init() {
        start = SDL_GetPerformanceCounter()
        frequency = Double(SDL_GetPerformanceFrequency())
    }

    public var now: Double { Double(SDL_GetPerformanceCounter() &- start) / frequency }
}
