/// A renderer's name for a texture. The zero handle means "no texture" (solid colour) as a
/// source, and "the window" as a render target.
public struct TextureHandle: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let none = TextureHandle(rawValue: 0)

    public var description: String { "#\(rawValue)" }
}
