import Geometry

/// The sky and the light a photo was taken in: the gradient from the horizon up, the sun or
/// moon, stars, the colour that lights the ground and the haze that hides the distance.
/// Made from the photo's light and warmth with a little seeded variation.
struct PhotoSky {
    var zenith: Color
    var middle: Color
    var horizon: Color
    /// The disc of the sun or moon and the glow around it.
    var sun: Color
    var glow: Color
    var glowStrength: Float
    var hasSun: Bool
    var isMoon: Bool
    /// The sun's (or moon's) radius and its height above the horizon, in scene units.
    var sunRadius: Float
    var sunAltitude: Float
    /// 0 (none) ... 1 (a clear night).
    var stars: Float
    /// What lights the ground: surfaces are multiplied by it.
    var light: Color
    /// The colour far things fade into.
    var haze: Color
    /// The colour of deep water under this sky.
    var water: Color
    /// Clouds: their lit tops and their undersides.
    var cloud: Color
    var cloudShade: Color

    init(light kind: PhotoLight, warmth: Double, random r: inout PhotoRandom) {
        switch kind {
        case .dawn:
            zenith = Color(hex: 0x34477E); middle = Color(hex: 0x9A8CBA); horizon = Color(hex: 0xF7BE98)
            sun = Color(hex: 0xFFF0D0); glow = Color(hex: 0xFFC89A); glowStrength = 0.6
            hasSun = true; isMoon = false; sunRadius = 0.035; sunAltitude = Float(r.double(0.02...0.09))
            stars = 0; light = Color(hex: 0x9C8FB0); haze = Color(hex: 0xC7A8BC); water = Color(hex: 0x3C4A78)
            cloud = Color(hex: 0xF7CFC4); cloudShade = Color(hex: 0x8A82A6)
        case .day:
            zenith = Color(hex: 0x2F6FCB); middle = Color(hex: 0x6FA6E6); horizon = Color(hex: 0xCFE3F4)
            sun = Color(hex: 0xFFFEF6); glow = Color(hex: 0xFFF6DC); glowStrength = 0.35
            hasSun = r.chance(0.5); isMoon = false; sunRadius = 0.03; sunAltitude = Float(r.double(0.3...0.45))
            stars = 0; light = Color(hex: 0xF4F2EA); haze = Color(hex: 0xBFD5EA); water = Color(hex: 0x1F5F94)
            cloud = Color(hex: 0xFAFBFD); cloudShade = Color(hex: 0xBCC8D8)
        case .goldenHour:
            zenith = Color(hex: 0x4C78B6); middle = Color(hex: 0xC9BFA6); horizon = Color(hex: 0xFFC878)
            sun = Color(hex: 0xFFF3C8); glow = Color(hex: 0xFFC460); glowStrength = 0.7
            hasSun = true; isMoon = false; sunRadius = 0.04; sunAltitude = Float(r.double(0.08...0.2))
            stars = 0; light = Color(hex: 0xF2C890); haze = Color(hex: 0xE8C79A); water = Color(hex: 0x2C5478)
            cloud = Color(hex: 0xFFE6B8); cloudShade = Color(hex: 0xB09890)
        case .sunset:
            zenith = Color(hex: 0x262F62); middle = Color(hex: 0xB65C7E); horizon = Color(hex: 0xFF9250)
            sun = Color(hex: 0xFFDC9A); glow = Color(hex: 0xFF7A3A); glowStrength = 0.85
            hasSun = true; isMoon = false; sunRadius = 0.045; sunAltitude = Float(r.double(0.0...0.05))
            stars = 0; light = Color(hex: 0x9C6A80); haze = Color(hex: 0xD27A78); water = Color(hex: 0x2E2E5A)
            cloud = Color(hex: 0xFF9C70); cloudShade = Color(hex: 0x5E4474)
        case .blueHour:
            zenith = Color(hex: 0x0E1842); middle = Color(hex: 0x2A4684); horizon = Color(hex: 0x8C8CBC)
            sun = Color(hex: 0xF2F0E6); glow = Color(hex: 0x8A9AD0); glowStrength = 0.25
            hasSun = r.chance(0.4); isMoon = true; sunRadius = 0.022; sunAltitude = Float(r.double(0.25...0.4))
            stars = 0.25; light = Color(hex: 0x4A5890); haze = Color(hex: 0x5A6AA4); water = Color(hex: 0x121C44)
            cloud = Color(hex: 0x7C86BA); cloudShade = Color(hex: 0x333E74)
        case .night:
            zenith = Color(hex: 0x04060E); middle = Color(hex: 0x0B1430); horizon = Color(hex: 0x23345A)
            sun = Color(hex: 0xF6F2E2); glow = Color(hex: 0x7F92C4); glowStrength = 0.35
            hasSun = true; isMoon = true; sunRadius = 0.025; sunAltitude = Float(r.double(0.2...0.38))
            stars = 1; light = Color(hex: 0x2C3A62); haze = Color(hex: 0x1E2C50); water = Color(hex: 0x070C1E)
            cloud = Color(hex: 0x3A4466); cloudShade = Color(hex: 0x121A30)
        }
        // Warmth leans the low sky and the light toward orange or blue; a small hue turn
        // keeps two photos in the same light from matching.
        let warm = Color(hex: 0xFF9A50), cool = Color(hex: 0x6A8CFF)
        let lean = warmth > 0 ? warm : cool
        let k = abs(warmth) * 0.18
        horizon = horizon.lerp(to: lean, k)
        middle = middle.lerp(to: lean, k * 0.6)
        light = light.lerp(to: lean.lit(by: light), k * 0.5)
        haze = haze.lerp(to: lean, k * 0.4)
        let turn = r.double(-0.03...0.03)
        zenith = zenith.hueShifted(turn)
        middle = middle.hueShifted(turn)
        horizon = horizon.hueShifted(turn * 0.6)
    }

    /// The sky's colour at scene height `y` over a horizon at `horizon` (both 0 at the top):
    /// the horizon colour low, the middle a third of the way up, the zenith at the top.
    func colour(at y: Float, horizon h: Float) -> Color {
        let u = Double(max(0, min(1, (h - y) / max(h, 0.01))))
        if u < 0.35 {
            let t = u / 0.35
            return horizon.lerp(to: middle, t * t * (3 - 2 * t))
        }
        let t = (u - 0.35) / 0.65
        return middle.lerp(to: zenith, t * (2 - t))
    }
}
