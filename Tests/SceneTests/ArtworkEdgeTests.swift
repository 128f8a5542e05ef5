import Foundation
import Compositor
import Geometry
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools

/// The Gallery's generated art is anti-aliased: a pixel on an edge carries the share of it
/// the shape covers, as the photo painter draws (issue 30). Measured on the sun's rim and on
/// the far hills' ridge: the pixel the edge crosses lies between the colours on either side
/// by about the area covered. Art drawn aliased (each pixel all one side) fails.
@MainActor
@Suite struct ArtworkEdgeTests {
    static let width = 480, height = 320
    static let art = Artwork.dusk(width: width, height: height)

    func colour(_ x: Int, _ y: Int) -> [Double] {
        let i = (y * Self.width + x) * 4
        return (0..<3).map { Double(Self.art.pixels[i + $0]) }
    }

    /// How far `c` lies from `outside` toward `inside` (0 outside, 1 inside), along the
    /// line between them; nil when they are too alike to tell.
    func share(_ c: [Double], outside: [Double], inside: [Double]) -> Double? {
        let d = zip(inside, outside).map { $0 - $1 }
        let len2 = d.reduce(0) { $0 + $1 * $1 }
        guard len2 > 30 * 30 else { return nil }
        return zip(zip(c, outside).map { $0 - $1 }, d).reduce(0) { $0 + $1.0 * $1.1 } / len2
    }

    /// Of the measured edge pixels, the share whose colour matches its coverage within 0.2.
    func agreement(_ samples: [(shown: Double, covered: Double)]) -> Double {
        Double(samples.count { abs($0.shown - $0.covered) < 0.2 }) / Double(max(1, samples.count))
    }

    @Test func theFarRidgeCarriesItsCoverage() {
        let h = Double(Self.height)
        var samples: [(shown: Double, covered: Double)] = []
        for x in 0..<Self.width {
            let fx = (Double(x) + 0.5) / Double(Self.width)
            let ridge = Artwork.Dusk.farRidge(fx) * h
            // Clear of the near range and of the sun's glow above.
            guard Artwork.Dusk.nearRidge(fx) * h > ridge + 4, abs(fx - Artwork.Dusk.sun.x) * Double(Self.width) > Artwork.Dusk.sun.radius * h * 2.4 else { continue }
            let row = Int(ridge.rounded(.down))
            guard let s = share(colour(x, row), outside: colour(x, row - 2), inside: colour(x, row + 2)) else { continue }
            samples.append((s, Double(row + 1) - ridge))
        }
        #expect(samples.count > 200)
        #expect(agreement(samples) > 0.9, "\(samples.count) columns, \(agreement(samples)) match their coverage")
        #expect(samples.count { $0.shown > 0.15 && $0.shown < 0.85 } > samples.count / 2, "edge pixels are all one side or the other")
    }

    @Test func theSunsRimCarriesItsCoverage() {
        let h = Double(Self.height), sun = Artwork.Dusk.sun
        let cx = sun.x * Double(Self.width), cy = sun.y * h, r = sun.radius * h
        var samples: [(shown: Double, covered: Double)] = []
        // The upper half of the rim (the hills cover the lower), every pixel it crosses.
        for y in Int(cy - r - 2)..<Int(cy - 4) {
            for x in Int(cx - r - 2)...Int(cx + r + 2) {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                let d = (dx * dx + dy * dy).squareRoot()
                guard abs(d - r) < 0.5 else { continue }
                // Two pixels further out and in along the radius.
                let ux = dx / d, uy = dy / d
                let out = colour(Int(cx + ux * (r + 2.5)), Int(cy + uy * (r + 2.5)))
                guard let s = share(colour(x, y), outside: out, inside: Artwork.Dusk.sunColour.rgbBytes) else { continue }
                samples.append((s, r - d + 0.5))
            }
        }
        #expect(samples.count > 100)
        #expect(agreement(samples) > 0.85, "\(samples.count) rim pixels, \(agreement(samples)) match their coverage")
    }
}

extension Color {
    var rgbBytes: [Double] { let b = bytes; return [Double(b.r), Double(b.g), Double(b.b)] }
}
