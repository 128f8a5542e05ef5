/// The photo library's seeded generator: SplitMix64, so the same seed gives the same numbers
/// on every machine and Swift version (the standard library's generator is not seedable).
/// Every choice a photo's picture makes comes from one of these, so a replay draws the very
/// same pictures.
struct PhotoRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A seed for item `index` of a sequence seeded `seed`: neighbouring indices give
    /// unrelated seeds.
    static func seed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var g = PhotoRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return g.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<n (0 when n is 0), by our own arithmetic so a new standard library cannot change it.
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// A value in 0..<1, uniform over 2^53 steps.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A value in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A `Float` in `range`, for the painters.
    mutating func float(_ range: ClosedRange<Float>) -> Float {
        range.lowerBound + Float(unit()) * (range.upperBound - range.lowerBound)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// An index into `weights`, each chosen in proportion to its weight.
    mutating func weighted(_ weights: [Double]) -> Int {
        var r = unit() * weights.reduce(0, +)
        for (i, w) in weights.enumerated() {
            if r < w { return i }
            r -= w
        }
        return weights.count - 1
    }
}
