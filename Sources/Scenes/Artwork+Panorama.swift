import Foundation
import Compositor
import Geometry

extension Artwork {
    /// A wide daylight landscape for the Side by side demo's background: a hazy sky with a
    /// low sun and soft clouds over three ranges of hills, three times as wide as it is tall
    /// so it can scroll behind three pages.
    public static func panorama(width: Int = 1800, height: Int = 600) -> Image {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        let skyTop = Color(hex: 0x8FBCE6), skyLow = Color(hex: 0xF7E8D4)
        let ranges: [(color: Color, ridge: (Double) -> Double)] = [
            (Color(hex: 0xAFC0DA), { fx in 0.47 + 0.07 * sin(fx * 11 + 0.7) + 0.035 * sin(fx * 29 + 2) + 0.012 * sin(fx * 83) }),
            (Color(hex: 0x8DB3A0), { fx in 0.6 + 0.045 * sin(fx * 7 + 1) + 0.02 * sin(fx * 19 + 0.3) }),
            (Color(hex: 0x5E8F74), { fx in 0.74 + 0.05 * sin(fx * 4.3 + 2.2) + 0.018 * sin(fx * 23 + 1) }),
        ]
        // Ridge heights in pixels, one per column and range.
        let ridges = ranges.map { r in (0..<width).map { x in r.ridge(Double(x) / Double(width)) * Double(height) } }
        let sun = Point(x: Double(width) * 0.18, y: Double(height) * 0.3)
        let sunR = Double(height) * 0.06
        let clouds: [(x: Double, y: Double, rx: Double, ry: Double)] = [
            (0.1, 0.12, 0.07, 0.03), (0.34, 0.2, 0.09, 0.035), (0.55, 0.1, 0.06, 0.025), (0.78, 0.18, 0.1, 0.04), (0.93, 0.08, 0.05, 0.02),
        ]
        for y in 0..<height {
            let fy = Double(y) / Double(height)
            let sky = skyTop.lerp(to: skyLow, min(1, pow(fy / 0.62, 1.2)))
            for x in 0..<width {
                let fx = Double(x) / Double(width)
                var c = sky
                let d = Point(x: Double(x), y: Double(y)).distance(to: sun)
                if d < sunR * 4 { c = c.lerp(to: Color(hex: 0xFFF4DC), max(0, 1 - d / (sunR * 4)) * 0.5) }
                if d < sunR { c = c.lerp(to: Color(hex: 0xFFFBEF), min(1, sunR - d)) }
                if fy < 0.3 {
                    for cl in clouds {
                        let dx = (fx - cl.x) / cl.rx * 3, dy = (fy - cl.y) / cl.ry
                        let q = dx * dx + dy * dy
                        if q < 1 { c = c.lerp(to: .white, (1 - q) * 0.55) }
                    }
                }
                for (i, range) in ranges.enumerated() {
                    let cover = min(1, max(0, Double(y) - ridges[i][x] + 0.5))
                    if cover > 0 {
                        let depth = min(1, max(0, (Double(y) - ridges[i][x]) / Double(height)))
                        c = c.lerp(to: range.color.lerp(to: .black, depth * 0.35), cover)
                    }
                }
                let i = (y * width + x) * 4
                let b = c.bytes
                px[i] = b.r; px[i + 1] = b.g; px[i + 2] = b.b
            }
        }
        return Image(width: width, height: height, pixels: px)!
    }
}
