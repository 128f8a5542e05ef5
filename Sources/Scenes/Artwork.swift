import Foundation
import Compositor
import Geometry

/// Images the scenes draw, generated in code so every pixel is ours and reproducible.
public enum Artwork {
    /// A landscape at dusk: sky gradient, a sun, two ranges of hills and a lake.
    public static func dusk(width: Int = 480, height: Int = 320) -> Image {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        let sky0 = Color(hex: 0x1B2A6B), sky1 = Color(hex: 0xF59E6C)
        let hillFar = Color(hex: 0x5B3F8C), hillNear = Color(hex: 0x2D1E4F), lake = Color(hex: 0x223A78)
        let sun = Point(x: Double(width) * 0.68, y: Double(height) * 0.52)
        let sunR = Double(height) * 0.13
        for y in 0..<height {
            let fy = Double(y) / Double(height)
            for x in 0..<width {
                let fx = Double(x) / Double(width)
                var c = sky0.lerp(to: sky1, pow(fy / 0.62, 1.4))
                let d = Point(x: Double(x), y: Double(y)).distance(to: sun)
                if d < sunR * 2.2 { c = c.lerp(to: Color(hex: 0xFFD9A0), max(0, 1 - d / (sunR * 2.2)) * 0.45) }
                if d < sunR { c = Color(hex: 0xFFE7B8) }
                let far = 0.55 + 0.05 * sin(fx * 9 + 1.3) + 0.03 * sin(fx * 23)
                if fy > far { c = hillFar.lerp(to: sky1, 0.15) }
                let near = 0.66 + 0.06 * sin(fx * 5.3 + 4) + 0.02 * sin(fx * 31 + 2)
                if fy > near { c = hillNear }
                if fy > 0.8 {
                    let ripple = 0.5 + 0.5 * sin(fy * 140 + fx * 6)
                    c = lake.lerp(to: sky1, 0.12 + 0.1 * ripple * (1 - fy))
                }
                let i = (y * width + x) * 4
                let b = c.bytes
                px[i] = b.r; px[i + 1] = b.g; px[i + 2] = b.b; px[i + 3] = 255
            }
        }
        return Image(width: width, height: height, pixels: px)!
    }
}
