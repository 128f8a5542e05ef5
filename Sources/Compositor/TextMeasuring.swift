import Geometry

/// Measures text as the platform will draw it.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The size in points of `text` laid out as it would be rasterised.
    func measure(_ text: TextContent) -> Size
}
