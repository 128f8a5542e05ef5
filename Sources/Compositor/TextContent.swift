import Geometry

/// Text as layer contents: the platform rasterises it once per distinct value and scale.
public struct TextContent: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// Lines wrap at this width in points; nil keeps one line.
    public var wrapWidth: Double?

    public init(_ string: String, font: Font = .system(17), color: Color = .black, alignment: TextAlignment = .left, wrapWidth: Double? = nil) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.wrapWidth = wrapWidth
    }
}
