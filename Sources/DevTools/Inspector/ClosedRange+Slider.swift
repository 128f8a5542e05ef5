/// A slider's 0...1 position and the value it stands for within a range.
extension ClosedRange where Bound == Double {
    /// The value at fraction `t` of the way from the lower bound to the upper.
    func value(at t: Double) -> Double { lowerBound + t * (upperBound - lowerBound) }

    /// How far along the range `v` lies (0 at the lower bound, 1 at the upper).
    func fraction(of v: Double) -> Double { upperBound > lowerBound ? (v - lowerBound) / (upperBound - lowerBound) : 0 }
}
