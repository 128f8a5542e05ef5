import SDLPlatform

/// Where a stage's frames go: nowhere (digests only), a headless canvas (software renderer,
/// no display), or a window. A live window lays out at the size it really got; a replay's
/// (`keepsSize`) at the recorded size, whatever the window manager made of it.
public enum StageOutput {
    case none
    case headless(scale: Double)
    case window(RendererKind, hidden: Bool, keepsSize: Bool)

    /// Whether its windows of views draw pixels (with none, views skip rasterising).
    var drawsPixels: Bool {
        if case .none = self { return false }
        return true
    }
}
