import Geometry

/// The part of a captured drawing that is surely opaque, in texture pixels, and whether it
/// is all of the drawing (a square page with an opaque background) or has a translucent rim
/// around it (the corners and edges of a rounded one). The opaque part is copied without
/// blending; only the rim is blended.
struct OpaqueArea: Equatable {
    var rect: Rect
    var isWhole: Bool
}
