/// Animation time: a base clock slowed down or sped up without a jump when the rate
/// changes. Slow animations (the `S` key) set `rate` to 0.1; input keeps the base clock.
public final class ScaledClock: Clock {
    public let base: Clock
    private var baseAnchor: Double
    private var scaledAnchor: Double

    public var rate: Double {
        didSet {
            if !(rate.isFinite && rate >= 0) { rate = 1 }
            // Re-anchor so time continues from where it is.
            let b = base.now
            scaledAnchor += (b - baseAnchor) * oldValue
            baseAnchor = b
        }
    }

    public init(base: Clock, rate: Double = 1) {
        self.base = base
        self.rate = rate.isFinite && rate >= 0 ? rate : 1
        baseAnchor = base.now
        scaledAnchor = base.now
    }

    public var now: Double { scaledAnchor + (base.now - baseAnchor) * rate }
}
