import Foundation
import Compositor
import Geometry

/// Images the scenes draw, generated in code so every pixel is ours and reproducible.
public enum Artwork {
    /// A landscape at dusk: sky gradient, a sun, two ranges of hills and a lake, painted
    /// with the photo painter's canvas, so every edge carries its coverage (anti-aliased).
    public static func dusk(width: Int = 480, height: Int = 320) -> Image {
        let aspect = Double(width) / Double(height)
        let canvas = PhotoCanvas(width: width, height: height, aspect: aspect, unit: 1 / Double(height), originX: 0, originY: 0)
        let a = Float(aspect)
        let sky0 = Color(hex: 0x1B2A6B), sky1 = Color(hex: 0xF59E6C), lake = Color(hex: 0x223A78)
        canvas.fillRows { y in sky0.lerp(to: sky1, pow(Double(y) / 0.62, 1.4)) }
        let sun = Dusk.sun
        let sunX = a * Float(sun.x), sunY = Float(sun.y), sunR = Float(sun.radius)
        canvas.glow(x: sunX, y: sunY, radius: sunR * 2.2, colour: Color(hex: 0xFFD9A0), strength: 0.45)
        canvas.ellipse(x: sunX, y: sunY, rx: sunR, ry: sunR, colour: Dusk.sunColour)
        // Scene x runs 0...aspect; the ridges take the share of the width.
        canvas.fillBelow(ridge: canvas.perColumn { x in Float(Dusk.farRidge(Double(x / a))) }) { _ in Dusk.farColour }
        canvas.fillBelow(ridge: canvas.perColumn { x in Float(Dusk.nearRidge(Double(x / a))) }) { _ in Dusk.nearColour }
        canvas.fillBelow(ridge: [Float](repeating: Float(Dusk.shore), count: width)) { y in lake.lerp(to: sky1, 0.12 + 0.05 * (1 - Double(y))) }
        canvas.waves(horizon: Float(Dusk.shore), strength: 0.08)
        return canvas.image(vignette: 0)
    }
}
