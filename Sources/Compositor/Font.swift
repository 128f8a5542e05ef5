/// A typeface request: the platform maps it to a font file (DejaVu Sans by default).
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, bold }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    public static func system(_ size: Double) -> Font { Font(size: size) }
    public static func bold(_ size: Double) -> Font { Font(size: size, weight: .bold) }
}
