import Foundation
import Geometry

/// Lights out of focus: discs of colour, flat with soft rims, screen-blended over a dark
/// ground: festoons of festival lights (variant 0), traffic and street lamps (1) or neon (2).
extension PhotoPainter {
    mutating func paintBokeh() {
        let variant = photo.variant
        let palette = PhotoPainter.bokehPalette(variant)
        paintBokehGround()
        // Broad washes of the lights' colours.
        for _ in 0..<4 {
            canvas.glow(
                x: Float(random.unit()) * aspect, y: Float(random.double(0.2...0.9)), radius: Float(random.double(0.3...0.6)),
                colour: random.pick(palette), strength: Float(random.double(0.1...0.25)))
        }
        let spots = bokehSpots(variant)
        paintBokehDiscs(at: spots, palette: palette, variant: variant)
        // A handful of sharp little lights at the back.
        for _ in 0..<30 {
            canvas.ellipse(
                x: Float(random.unit()) * aspect, y: Float(random.double(0.1...0.95)), rx: 0.003, ry: 0.003,
                colour: random.pick(palette).lerp(to: .white, 0.5), opacity: Float(random.double(0.4...0.9)), blend: .screen)
        }
    }

    /// The lights' colours: festival (variant 0), traffic (1) or neon (2).
    private static func bokehPalette(_ variant: Int) -> [Color] {
        switch variant {
        case 0: [0xFFC46B, 0xFFAA4A, 0xFFE3A0, 0xFF8A5A, 0xB8E07A].map { Color(hex: $0) }
        case 1: [0xFF3B30, 0xFF5A4A, 0xFFB347, 0xF4F0FF, 0x9FC4FF].map { Color(hex: $0) }
        default: [0xFF4FD8, 0x4FE3FF, 0x9B6BFF, 0xFF6FA0, 0x3F7BFF].map { Color(hex: $0) }
        }
    }

    /// The ground: dark, a little of the evening's colour in it.
    private func paintBokehGround() {
        let (top, low): (Color, Color) =
            switch photo.light {
            case .goldenHour: (Color(hex: 0x2A1C14), Color(hex: 0x4A3020))
            case .sunset: (Color(hex: 0x24142A), Color(hex: 0x3E2036))
            case .blueHour: (Color(hex: 0x0C1430), Color(hex: 0x1C2448))
            default: (Color(hex: 0x05060C), Color(hex: 0x12101C))
            }
        let turn = photo.warmth * 0.04
        canvas.fillRows { y in top.lerp(to: low, Double(max(0, min(1, y)))).hueShifted(turn) }
    }

    /// Where the lights are: strings of them, traffic and lamps, or scattered.
    private mutating func bokehSpots(_ variant: Int) -> [(x: Float, y: Float)] {
        var spots: [(x: Float, y: Float)] = []
        switch variant {
        case 0:
            // Strings of lights sagging across the frame.
            for _ in 0..<(2 + random.below(2)) {
                let y0 = Float(random.double(0.1...0.6)), y1 = Float(random.double(0.1...0.6)),
                    sag = Float(random.double(0.08...0.25))
                let count = 14 + random.below(10)
                for k in 0..<count {
                    let t = Float(k) / Float(count - 1)
                    let x = -0.05 + t * (aspect + 0.1)
                    spots.append((x + Float(random.double(-0.01...0.01)), y0 + (y1 - y0) * t + sag * 4 * t * (1 - t)))
                }
            }
        case 1:
            // Traffic in a band, street lamps above it.
            let road = Float(random.double(0.55...0.72))
            for _ in 0..<40 {
                spots.append((Float(random.unit()) * aspect, road + Float(random.double(-0.06...0.06))))
            }
            for k in 0..<6 {
                spots.append(
                    (Float(k) / 5 * aspect + Float(random.double(-0.05...0.05)), road - Float(random.double(0.2...0.35))))
            }
        default:
            for _ in 0..<45 {
                spots.append((Float(random.unit()) * aspect, Float(random.double(0.05...0.95))))
            }
        }
        return spots
    }

    /// Three depths of focus: many small, some middling, a few large and faint; each disc
    /// with a brighter rim, as real lenses draw them.
    private mutating func paintBokehDiscs(at spots: [(x: Float, y: Float)], palette: [Color], variant: Int) {
        let order = spots.indices.map { _ in random.unit() }
        for (n, spot) in spots.enumerated() {
            let depth = order[n]
            let r = Float(
                depth < 0.55
                    ? random.double(0.012...0.03) : depth < 0.9 ? random.double(0.035...0.07) : random.double(0.08...0.14))
            var colour = random.pick(palette)
            if variant == 1 { colour = palette[spot.y > 0.5 ? (spot.x < aspect / 2 ? random.below(2) : 3 + random.below(2)) : 2] }
            let opacity = Float(random.double(0.3...0.7)) * (r > 0.07 ? 0.55 : 1)
            let edge = r * Float(random.double(0.04...0.12))
            canvas.ellipse(x: spot.x, y: spot.y, rx: r, ry: r, colour: colour, opacity: opacity, soft: edge, blend: .screen)
            canvas.ellipse(
                x: spot.x, y: spot.y, rx: r, ry: r, colour: colour, opacity: opacity * 0.35, soft: r * 0.5, blend: .screen)
        }
    }
}
