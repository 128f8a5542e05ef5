/// The invariants `PixelChecks` holds every frame to.
public enum PixelCheck: String, Sendable, CaseIterable {
    /// Nothing outside a clipping layer's bounds (as rounded) changes with what it clips.
    case clip
    /// Nothing outside a mask's shape changes with what it masks.
    case mask
    /// An opaque fill covers every pixel whose centre lies a pixel inside its outline with
    /// exactly its colour.
    case fill
    /// A frame drawn with the raster cache is the frame drawn directly, to 2 levels.
    case cache
}
