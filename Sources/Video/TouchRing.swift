import Geometry

/// The pointer drawn over a video frame, as iOS's screen recordings draw touches: a soft
/// translucent disc where the pointer is pressed, and a small faint one where a mouse
/// hovers. Drawn by exact-enough coverage (a pixel's share of the disc by the distance of
/// its centre), so its edge is smooth, onto RGBA pixels, top row first.
public struct TouchRing: Equatable, Sendable {
    /// The centre, in the frame's pixels.
    public var centre: Point
    public var pressed: Bool
    /// Pixels a point.
    public var scale: Double

    /// Radii and rim width in points.
    public static let pressedRadius = 22.0
    public static let hoverRadius = 8.0
    public static let rimWidth = 1.5
    /// A light grey fill and a dark rim, so it reads over white pages and dark pictures.
    public static let fill = Color(white: 0.92, alpha: 0.5)
    public static let rim = Color(white: 0.15, alpha: 0.4)
    /// How much fainter a hovering pointer is.
    public static let hoverFaintness = 0.45

    public init(centre: Point, pressed: Bool, scale: Double) {
        self.centre = centre
        self.pressed = pressed
        self.scale = scale
    }

    /// The disc's radius in pixels.
    public var radius: Double { (pressed ? Self.pressedRadius : Self.hoverRadius) * scale }

    /// Draws it over `pixels` (`width` x `height`, RGBA); what lies outside the frame is cut.
    public func paint(into pixels: inout [UInt8], width: Int, height: Int) {
        precondition(pixels.count == width * height * 4, "a frame of the wrong size")
        let r = radius, rim = Self.rimWidth * scale, faint = pressed ? 1 : Self.hoverFaintness
        let x0 = max(0, Int((centre.x - r - 1).rounded(.down))), x1 = min(width - 1, Int((centre.x + r + 1).rounded(.up)))
        let y0 = max(0, Int((centre.y - r - 1).rounded(.down))), y1 = min(height - 1, Int((centre.y + r + 1).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let d = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: centre)
                let disc = Self.coverage(d, radius: r), inner = Self.coverage(d, radius: r - rim)
                guard disc > 0 else { continue }
                let i = (y * width + x) * 4
                Self.blend(Self.fill, coverage: inner * faint, into: &pixels, at: i)
                Self.blend(Self.rim, coverage: (disc - inner) * faint, into: &pixels, at: i)
            }
        }
    }

    /// A pixel's share of a disc of `radius` whose centre is `distance` from the pixel's centre.
    static func coverage(_ distance: Double, radius: Double) -> Double {
        min(1, max(0, radius + 0.5 - distance))
    }

    /// `colour` at `coverage` over the pixel at `i`, the result as opaque as the two together.
    static func blend(_ colour: Color, coverage: Double, into pixels: inout [UInt8], at i: Int) {
        let a = colour.alpha * coverage
        guard a > 0 else { return }
        func over(_ under: UInt8, _ value: Double) -> UInt8 { UInt8(((Double(under) / 255 * (1 - a) + value * a) * 255).rounded()) }
        pixels[i] = over(pixels[i], colour.red)
        pixels[i + 1] = over(pixels[i + 1], colour.green)
        pixels[i + 2] = over(pixels[i + 2], colour.blue)
        let alpha = Double(pixels[i + 3]) / 255
        pixels[i + 3] = UInt8(((alpha + a * (1 - alpha)) * 255).rounded())
    }
}
