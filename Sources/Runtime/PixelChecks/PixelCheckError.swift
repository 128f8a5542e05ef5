/// Why the pixel checks could not run at all (no canvas, a frame that could not be read).
public struct PixelCheckError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
