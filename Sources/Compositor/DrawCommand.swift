/// One step of a frame. Geometry refers to ranges of the draw list's vertex and index buffers.
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
        /// Draws indexed triangles, textured with `texture` unless it is `.none`.
        case geometry
    }

    public var kind: Kind
    public var texture: TextureHandle = .none
    public var blend: BlendMode = .normal
    public var clearColor: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    public var clip: PixelRect = .zero
    public var vertexStart: Int = 0
    public var vertexCount: Int = 0
    public var indexStart: Int = 0
    public var indexCount: Int = 0
    /// The layer whose drawing produced this command (the first one, when batched).
    public var layer: ObjectIdentifier?

    public init(kind: Kind) { self.kind = kind }

    public static func == (a: DrawCommand, b: DrawCommand) -> Bool {
        a.kind == b.kind && a.texture == b.texture && a.blend == b.blend && a.clearColor == b.clearColor
            && a.clip == b.clip && a.vertexStart == b.vertexStart && a.vertexCount == b.vertexCount
            && a.indexStart == b.indexStart && a.indexCount == b.indexCount && a.layer == b.layer
    }

    public func hash(into h: inout Hasher) {
        h.combine(kind)
        h.combine(texture)
        h.combine(vertexStart)
        h.combine(indexStart)
    }
}
