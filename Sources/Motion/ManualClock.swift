/// A clock that moves only when told to: for tests and for replaying recorded frame times.
public final class ManualClock: Clock {
    public var now: Double

    public init(now: Double = 0) { self.now = now }

    public func advance(by seconds: Double) {
        if seconds.isFinite && seconds > 0 { now += seconds }
    }
}
