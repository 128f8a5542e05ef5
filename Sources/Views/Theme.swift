import Geometry

/// The catalogue's colours and sizes.
public enum Theme {
    public static let background = Color(hex: 0xF2F2F7)
    public static let card = Color.white
    public static let ink = Color(hex: 0x1C1C1E)
    public static let secondaryInk = Color(hex: 0x6C6C70)
    public static let tint = Color(hex: 0x0A6CFF)
    public static let separator = Color(hex: 0xD1D1D6)
    public static let headerHeight: Double = 64
}
