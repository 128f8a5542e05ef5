import Foundation
import Geometry

extension Artwork {
    /// Where the dusk landscape's shapes lie, as shares of the picture's height (and of its
    /// width for x): what `dusk` paints, and what a test measures its edges against.
    @_spi(Testing) public enum Dusk {
        @_spi(Testing) public static let sun = (x: 0.68, y: 0.52, radius: 0.13)
        @_spi(Testing) public static let sunColour = Color(hex: 0xFFE7B8)
        @_spi(Testing) public static let farColour = Color(hex: 0x5B3F8C).lerp(to: Color(hex: 0xF59E6C), 0.15)
        @_spi(Testing) public static let nearColour = Color(hex: 0x2D1E4F)
        /// The lake's shore.
        @_spi(Testing) public static let shore = 0.8

        /// The far range's ridge at `fx` (0...1 across).
        @_spi(Testing) public static func farRidge(_ fx: Double) -> Double { 0.55 + 0.05 * sin(fx * 9 + 1.3) + 0.03 * sin(fx * 23) }

        /// The near range's ridge at `fx`.
        @_spi(Testing) public static func nearRidge(_ fx: Double) -> Double { 0.66 + 0.06 * sin(fx * 5.3 + 4) + 0.02 * sin(fx * 31 + 2) }
    }
}
