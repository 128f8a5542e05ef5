/// Identifies a rounded rectangle's shape for the tessellation cache. Rounded to 1/64 pt so
/// that an animation does not fill the cache with near-identical entries.
struct RoundedRectKey: Hashable {
    let width: Int32
    let height: Int32
    let radius: Int32
    /// Flattening tolerance bucket (a power of two), so scaled-up layers get finer curves.
    let toleranceExponent: Int8
    let triangulated: Bool

    init(width: Double, height: Double, radius: Double, tolerance: Double, triangulated: Bool) {
        self.triangulated = triangulated
        self.width = Int32(clamping: Int((width * 64).rounded()))
        self.height = Int32(clamping: Int((height * 64).rounded()))
        self.radius = Int32(clamping: Int((max(0, radius) * 64).rounded()))
        self.toleranceExponent = Int8(clamping: Int(tolerance.exponent))
    }
}
