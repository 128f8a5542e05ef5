import Compositor
import Geometry
import Testing

/// Layers that land at the display's own scale are drawn at whole pixels, their sublayers
/// following them; and so a card sliding by fractions of a pixel, across the window's edge
/// too, is copied from the raster cache rather than drawn anew in every frame.
@MainActor
struct PixelPlacementTests {
    @Test func aTranslationAtTheDisplaysScaleIsRoundedHalvesUp() {
        for scale in [1.0, 2.0] {
            let m = AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: 10.5, y: -10.5))
            let s = PixelPlacement.snapped(m, scale: scale)
            #expect(s.tx == 11 && s.ty == -10 && s.a == scale && s.d == scale)
        }
    }

    @Test func scaledOrTurnedLayersKeepTheirExactPlace() {
        let scaled = AffineTransform(scaleX: 1.5, y: 1.5).concatenating(AffineTransform(translationX: 10.3, y: 4.7))
        #expect(PixelPlacement.snapped(scaled, scale: 1) == scaled)
        let turned = AffineTransform(rotationAngle: 0.1).concatenating(AffineTransform(translationX: 10.3, y: 4.7))
        #expect(PixelPlacement.snapped(turned, scale: 1) == turned)
        // At 2x, a layer drawn at 1x of the display's pixels is scaled, not snapped.
        let unit = AffineTransform(translationX: 10.3, y: 4.7)
        #expect(PixelPlacement.snapped(unit, scale: 2) == unit)
    }

    /// A sublayer never shifts against its superlayer as the superlayer moves by fractions.
    @Test func aSublayerKeepsItsOffsetFromItsSuperlayer() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let page = Layer()
        let label = Layer()
        label.frame = Rect(x: 20.4, y: 7.6, width: 50, height: 20)
        page.addSublayer(label)
        root.addSublayer(page)
        var offsets: Set<Double> = []
        for k in 0..<20 {
            page.frame = Rect(x: Double(k) * 0.13, y: 0, width: 400, height: 300)
            let p = PixelPlacement.toWindow(page, scale: 1), l = PixelPlacement.toWindow(label, scale: 1)
            #expect(p.tx == p.tx.rounded() && l.tx == l.tx.rounded())
            offsets.insert(l.tx - p.tx)
        }
        #expect(offsets == [20])
    }

    /// The default push's case: a rounded card on a page sliding left by 3.37 px a frame,
    /// out across the window's left edge. Captured once, then copied in every frame (not
    /// drawn anew, not captured again).
    @Test func aCardSlidingAcrossTheWindowsEdgeIsCopiedFromTheCache() {
        let (drawnAnew, capturedAnew) = SlidingCard.slide(step: 3.37)
        #expect(drawnAnew.isEmpty, "drawn anew in frames \(drawnAnew)")
        #expect(capturedAnew == 0, "captured anew \(capturedAnew) times while it slid")
    }
}
