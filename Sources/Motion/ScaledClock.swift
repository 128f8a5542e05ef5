/// Animation time: a base clock slowed down or sped up without a jump when the rate
/// changes. Slow animations (the `S` key) set `rate` to 0.1; input keeps the base clock.
/// A freeze (`F`) holds it at one time until it is released, when it goes on from there.
public final class ScaledClock: Clock {
    public let base: Clock
    private var baseAnchor: Double
    private var scaledAnchor: Double
    /// Whether time stands still (`hold(at:)`) until `release()`.
    public private(set) var isHeld = false

    public var rate: Double {
        didSet {
            if !(rate.isFinite && rate >= 0) { rate = 1 }
            // Re-anchor so time continues from where it is.
            let b = base.now
            if !isHeld { scaledAnchor += (b - baseAnchor) * oldValue }
            baseAnchor = b
        }
    }

    public init(base: Clock, rate: Double = 1) {
        self.base = base
        self.rate = rate.isFinite && rate >= 0 ? rate : 1
        baseAnchor = base.now
        scaledAnchor = base.now
    }

    public var now: Double { isHeld ? scaledAnchor : scaledAnchor + (base.now - baseAnchor) * rate }

    /// Stands time still at `time` (the time the engine last showed), whatever the base does.
    public func hold(at time: Double) {
        guard time.isFinite else { return }
        scaledAnchor = time
        baseAnchor = base.now
        isHeld = true
    }

    /// Lets time go on from where it was held, at the rate in effect.
    public func release() {
        guard isHeld else { return }
        baseAnchor = base.now
        isHeld = false
    }
}
