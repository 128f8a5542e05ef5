import Foundation
import Geometry

/// Colour arithmetic the photo painters use on palettes (per picture or per row, never per
/// pixel).
extension Color {
    /// Every component times `k` (alpha kept).
    func times(_ k: Double) -> Color { Color(red: red * k, green: green * k, blue: blue * k, alpha: alpha) }

    /// Component by component product: a surface colour lit by a light colour.
    func lit(by light: Color) -> Color {
        Color(red: red * light.red, green: green * light.green, blue: blue * light.blue, alpha: alpha)
    }

    /// Rotated around the grey axis by `turns` of the colour wheel (YIQ rotation), keeping
    /// brightness: palettes vary by a few hundredths of a turn.
    func hueShifted(_ turns: Double) -> Color {
        let y = 0.299 * red + 0.587 * green + 0.114 * blue
        let i = 0.596 * red - 0.274 * green - 0.322 * blue
        let q = 0.211 * red - 0.523 * green + 0.312 * blue
        let a = turns * 2 * Double.pi
        let i2 = i * cos(a) - q * sin(a), q2 = i * sin(a) + q * cos(a)
        return Color(
            red: y + 0.956 * i2 + 0.621 * q2, green: y - 0.272 * i2 - 0.647 * q2, blue: y - 1.106 * i2 + 1.703 * q2,
            alpha: alpha)
    }

    /// Toward grey (k < 1) or away from it (k > 1), keeping brightness.
    func saturated(_ k: Double) -> Color {
        let y = 0.299 * red + 0.587 * green + 0.114 * blue
        return Color(red: y + (red - y) * k, green: y + (green - y) * k, blue: y + (blue - y) * k, alpha: alpha)
    }
}
