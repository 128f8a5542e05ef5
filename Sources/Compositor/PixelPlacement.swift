import Geometry

/// Where the compositor draws a layer, in target pixels: its placement in its superlayer
/// after the superlayer's, with one rule of its own. A layer that lands at the display's own
/// scale, unrotated and unscaled (a page sliding, a card carried by a scroll view), is drawn
/// at whole pixels: its translation is rounded, halves up. Its texels then meet pixels one
/// to one, so text and edges stay crisp while it moves and a drawing of it taken from the
/// raster cache is exactly its direct drawing moved by whole pixels. Its sublayers follow it
/// (their offsets are rounded on top of its whole-pixel place, so they never shift against
/// it from frame to frame). Scaled or rotated layers keep their exact place.
@MainActor
public enum PixelPlacement {
    /// `layer`'s map to target pixels, drawn under a superlayer mapped by `parent`, at
    /// `scale` pixels per point.
    public static func transform(of layer: Layer, parent: AffineTransform, scale: Double) -> AffineTransform {
        snapped(layer.localToSuperlayer.concatenating(parent), scale: scale)
    }

    /// `m` with its translation rounded to whole pixels when it maps points to pixels at
    /// exactly `scale`, without rotation or scaling of its own.
    nonisolated public static func snapped(_ m: AffineTransform, scale: Double) -> AffineTransform {
        guard m.b == 0, m.c == 0, abs(m.a - scale) < 1e-9, abs(m.d - scale) < 1e-9, abs(m.tx) < 1e9, abs(m.ty) < 1e9 else { return m }
        return AffineTransform(a: m.a, b: 0, c: 0, d: m.d, tx: (m.tx + 0.5).rounded(.down), ty: (m.ty + 0.5).rounded(.down))
    }

    /// `layer`'s map to window pixels as the compositor draws it, from the root of its tree
    /// (drawn at `scale`).
    public static func toWindow(_ layer: Layer, scale: Double) -> AffineTransform {
        let parent = layer.superlayer.map { toWindow($0, scale: scale) } ?? AffineTransform(scaleX: scale, y: scale)
        return transform(of: layer, parent: parent, scale: scale)
    }
}
