/// How a draw command's pixels combine with the target.
public enum BlendMode: UInt8, Hashable, Sendable {
    /// Straight alpha: src * a + dst * (1 - a).
    case normal
    /// The source is premultiplied (an offscreen target's contents): src + dst * (1 - a).
    case premultiplied
}
