/// One step of a frame. Geometry refers to ranges of the draw list's vertex and index buffers,
/// a path fill to a range of its contours.
import Geometry

public struct DrawCommand: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable {
        /// Subsequent commands draw into `texture` (`.none`: the window). Resets the clip.
        case setTarget
        /// Fills the whole current target with `clearColor`.
        case clear
        /// Restricts drawing to `clip` (in target pixels).
        case setClip
        /// Lifts the clip.
        case clearClip
        /// Draws indexed triangles, textured with `texture` unless it is `.none`. Only in the
        /// lists of renderers that draw triangles (`Renderer.fillsPaths` false).
        case geometry
        /// Fills a path (the draw list's contours `contourStart..<contourStart + contourCount`,
        /// in target pixels, nonzero winding) with `color`, or with `texture` placed by
        /// `paintMap` and modulated by `color`, its edges anti-aliased by exact coverage. One
        /// command is one shape: its pieces meet without seams. Only in the lists of renderers
        /// that fill paths (`Renderer.fillsPaths`).
        case fillPath
        /// Fills the axis-aligned `dest` with `color` (straight alpha).
        case fillRect
        /// Draws the `source` part (texture coordinates, 0...1) of `texture` into the
        /// axis-aligned `dest`, modulated by `color`.
        case copy
        /// Converts the `dest` part of the current target (`texture`) from premultiplied to
        /// straight alpha, for renderers that cannot blend premultiplied sources.
        case unpremultiply
    }

    public var kind: Kind
    public var texture: TextureHandle = .none
    public var blend: BlendMode = .normal
    public var clearColor: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    public var clip: PixelRect = .zero
    /// For `fillRect` and `copy`: where, in target pixels.
    public var dest: Rect = .zero
    /// For `copy`: which part of the texture, in texture coordinates.
    public var source: Rect = .zero
    /// For `fillRect` and `copy`: the colour (premultiplied for a premultiplied copy).
    public var color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    /// For `fillPath`: the contours, and for a textured fill the map from target pixels to
    /// texture coordinates (0...1).
    public var contourStart: Int = 0
    public var contourCount: Int = 0
    public var paintMap: AffineTransform = .identity
    /// For `fillPath`: the draw list's `interiorRects` in `interiorStart..<interiorStart +
    /// interiorCount`, whole pixels inside what may be drawn that the path covers entirely
    /// (every pixel a pixel or more from its outline), in bands of horizontal runs, top to
    /// bottom. A renderer may paint them without coverage; none are found for small paths.
    public var interiorStart: Int = 0
    public var interiorCount: Int = 0
    public var vertexStart: Int = 0
    public var vertexCount: Int = 0
    public var indexStart: Int = 0
    public var indexCount: Int = 0
    /// For `copy`: every pixel of the source within `source` is opaque (a cached page with an
    /// opaque background), so a darkening colour may be applied as a fill over it instead.
    /// For a textured `fillPath`: every texel its interior rectangles map to is opaque (an
    /// opaque page drawn through its rounded outline), so they may be copied without blending.
    public var sourceIsOpaque = false
    /// For `fillPath`: the shape as a rounded rectangle when it is one (a layer's rounded
    /// background or picture, placed without turning), which a renderer may fill by exact
    /// coverage instead of the contours.
    public var outline: RoundedOutline?
    /// The layer whose drawing produced this command (the first one, when batched).
    public var layer: ObjectIdentifier?

    public init(kind: Kind) { self.kind = kind }

    public static func == (a: DrawCommand, b: DrawCommand) -> Bool {
        a.kind == b.kind && a.texture == b.texture && a.blend == b.blend && a.clearColor == b.clearColor
            && a.clip == b.clip && a.dest == b.dest && a.source == b.source && a.color == b.color && a.vertexStart == b.vertexStart && a.vertexCount == b.vertexCount
            && a.indexStart == b.indexStart && a.indexCount == b.indexCount && a.layer == b.layer
            && a.contourStart == b.contourStart && a.contourCount == b.contourCount && a.paintMap == b.paintMap
            && a.interiorStart == b.interiorStart && a.interiorCount == b.interiorCount && a.outline == b.outline
    }

    public func hash(into h: inout Hasher) {
        h.combine(kind)
        h.combine(texture)
        h.combine(vertexStart)
        h.combine(indexStart)
        h.combine(contourStart)
    }
}
