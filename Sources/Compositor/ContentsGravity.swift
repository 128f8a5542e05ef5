/// How image contents fit the layer's bounds (Core Animation's `contentsGravity`).
public enum ContentsGravity: Hashable, Sendable {
    /// Stretched to fill the bounds.
    case resize
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    case resizeAspect
    /// Scaled to cover the bounds, keeping the aspect ratio; the overflow is cropped.
    case resizeAspectFill
}
