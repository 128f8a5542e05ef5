/// Identifies a rounded rectangle's shape for the tessellation cache, and is all that shape
/// is made from: its exact size and radius, and a flattening tolerance that is a power of two.
/// A key that merged near-identical shapes (sizes to 1/64 pt, any tolerance within a power of
/// two) handed out whichever of them was drawn first, so two compositors with other histories
/// drew one layer's corners a few levels apart (a raster-cached icon against its direct draw).
struct RoundedRectKey: Hashable {
    let width: Double
    let height: Double
    let radius: Double
    /// Flattening tolerance bucket (a power of two), so scaled-up layers get finer curves.
    let toleranceExponent: Int8
    let triangulated: Bool

    init(width: Double, height: Double, radius: Double, tolerance: Double, triangulated: Bool) {
        self.triangulated = triangulated
        self.width = width
        self.height = height
        self.radius = max(0, radius)
        toleranceExponent = Int8(clamping: Int(tolerance.exponent))
    }

    /// The tolerance the shape is flattened at: the bucket's finest, so never coarser than asked.
    var tolerance: Double { Double(sign: .plus, exponent: Int(toleranceExponent), significand: 1) }
}
