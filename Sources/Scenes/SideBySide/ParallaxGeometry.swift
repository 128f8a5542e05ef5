import Geometry

/// Where the Side by side demo's shared background sits: it moves a fraction of a page per
/// level of the stack, so it drifts behind the pages as they slide.
@_spi(Testing) public enum ParallaxGeometry {
    /// How far the background moves for one page, as a fraction of the window's width.
    static let factor = 0.3
    /// The deepest level the background must still cover (three pages: 0, 1, 2).
    @_spi(Testing) public static let maxDepth = 2.0

    /// The stack depth the background shows `progress` of the way from `from` to `to`
    /// (a push adds one, a pop to the root goes back to zero).
    @_spi(Testing) public static func depth(from: Int, to: Int, progress: Double) -> Double {
        let p = progress.isFinite ? min(1, max(0, progress)) : 0
        return Double(from) + Double(to - from) * p
    }

    /// The background's horizontal offset at `depth`, in a window `width` points wide: zero
    /// at the root, further left the deeper the stack.
    @_spi(Testing) public static func offset(depth: Double, width: Double) -> Double {
        -depth * width * factor
    }

    /// The image's size on screen: its aspect kept, at least as tall as the window and wide
    /// enough to cover it at the deepest level.
    @_spi(Testing) public static func coverSize(image: Size, in bounds: Size) -> Size {
        guard image.width > 0, image.height > 0 else { return bounds }
        let needWidth = bounds.width * (1 + maxDepth * factor)
        let scale = max(bounds.height / image.height, needWidth / image.width)
        return Size(width: (image.width * scale).rounded(.up), height: (image.height * scale).rounded(.up))
    }
}
