/// A fault the compositor can be told to make, so that a check of its output can be shown
/// to catch it (`segue replay --check-pixels --inject-fault`, and tests). Never set in use.
public enum RenderFault: String, Sendable, CaseIterable {
    /// Rectangle and rounded clips reach 3 pixels past the layer's bounds.
    case clipLeak = "clip-leak"
    /// An opaque background gets a seam: a pixel-wide column through its middle in another colour.
    case fillCrack = "fill-crack"
    /// A subtree drawn from the raster cache (or a masked body from its cache) lands a pixel
    /// to the right.
    case cacheOffset = "cache-offset"
    /// The software renderer, redrawing only what changed in the window since the last
    /// frame (`FrameDamage`), redraws where changed drawing is now but not where it was: what
    /// moved or shrank leaves a trail.
    case staleDamage = "stale-damage"
    /// The same renderer takes no notice of offscreen passes drawn again: a group drawn
    /// offscreen whose content changed but which sits where it sat stays as it was.
    case staleOffscreen = "stale-offscreen"

    /// Whether the software renderer's damage tracking makes it, not the compositor's drawing.
    public var isDamageFault: Bool { self == .staleDamage || self == .staleOffscreen }
}
