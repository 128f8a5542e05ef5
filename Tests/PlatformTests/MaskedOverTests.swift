import CCairo
import Foundation
import Testing
@_spi(Testing) import SDLPlatform

/// The masked blend gives the pixels cairo gives for `cairo_mask_surface` of the same texture
/// through the same coverage, for opaque and translucent textures, from an offset in each.
@MainActor
@Suite struct MaskedOverTests {
    @Test(arguments: [CAIRO_FORMAT_RGB24, CAIRO_FORMAT_ARGB32])
    func matchesCairosMaskedPaint(format: cairo_format_t) throws {
        let w: Int32 = 83, h: Int32 = 41
        let source = try #require(cairo_image_surface_create(format, w + 7, h + 5))
        let mask = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, w + 3, h + 2))
        let viaCairo = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w + 9, h + 4))
        let ours = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w + 9, h + 4))
        defer { [source, mask, viaCairo, ours].forEach { cairo_surface_destroy($0) } }
        // A translucent gradient source (premultiplied by cairo), a ring of coverage with
        // anti-aliased edges at 122/255, and a patterned target under both.
        CairoGradient.paint(source, width: Double(w), height: Double(h), from: (0.95, 0.3, 0.1, 0.2), to: (0.1, 0.6, 0.9, 1))
        let cm = try #require(cairo_create(mask))
        cairo_arc(cm, 40.3, 20.7, 18.2, 0, 2 * .pi)
        cairo_arc_negative(cm, 40.3, 20.7, 7.6, 2 * .pi, 0)
        cairo_set_source_rgba(cm, 0, 0, 0, 122.0 / 255)
        cairo_fill(cm)
        cairo_destroy(cm)
        for target in [viaCairo, ours] {
            let ct = try #require(cairo_create(target))
            for i in 0..<12 {
                cairo_set_source_rgba(ct, Double(i % 3) / 2, Double(i % 4) / 3, Double(i % 5) / 4, 1 - Double(i) / 24)
                cairo_rectangle(ct, Double(i * 8), 0, 8, Double(h + 4))
                cairo_fill(ct)
            }
            cairo_destroy(ct)
        }
        // Source texel (5, 3) lands on target pixel (2, 1); the mask's (0, 0) on (2, 1) too.
        let cr = try #require(cairo_create(viaCairo))
        cairo_set_source_surface(cr, source, -3, -2)
        cairo_mask_surface(cr, mask, 2, 1)
        cairo_destroy(cr)
        cairo_surface_flush(viaCairo)
        MaskedOver.run(source: source, from: (5, 3), mask: mask, maskAt: (0, 0), target: ours, to: (2, 1), width: Int(w + 3), height: Int(h + 2))
        let (worst, differing) = try MaskedOverTests.difference(viaCairo, ours)
        #expect(worst == 0, "\(differing) bytes differ, by up to \(worst) levels")
    }

    /// Over a solid colour the blend is written in one pass: the same pixels as filling the
    /// colour and blending through a mask of one value, for opaque and translucent sources
    /// (the source has an opaque band, so both of the loop's paths run, and odd widths).
    @Test(arguments: [CAIRO_FORMAT_RGB24, CAIRO_FORMAT_ARGB32])
    func overASolidColourIsAFillThenTheMaskedBlend(format: cairo_format_t) throws {
        let w: Int32 = 83, h: Int32 = 21
        let source = try #require(cairo_image_surface_create(format, w + 7, h + 5))
        let mask = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, w, h))
        let expected = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w + 9, h + 4))
        let ours = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w + 9, h + 4))
        defer { [source, mask, expected, ours].forEach { cairo_surface_destroy($0) } }
        CairoGradient.paint(source, width: Double(w + 7), height: Double(h + 5), from: (0.95, 0.3, 0.1, 0.2), to: (0.1, 0.6, 0.9, 1))
        let cs = try #require(cairo_create(source))
        cairo_set_source_rgba(cs, 0.2, 0.7, 0.4, 1)
        cairo_rectangle(cs, 3, 0, 40, Double(h + 5))
        cairo_fill(cs)
        cairo_destroy(cs)
        let color: UInt32 = 0xFF35_7AC4
        for alpha: UInt8 in [0, 1, 77, 128, 254, 255] {
            let cm = try #require(cairo_create(mask))
            cairo_set_operator(cm, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cm, 0, 0, 0, Double(alpha) / 255)
            cairo_paint(cm)
            cairo_destroy(cm)
            for target in [expected, ours] {
                let ct = try #require(cairo_create(target))
                cairo_set_source_rgba(ct, 0.9, 0.1, 0.5, 1)
                cairo_paint(ct)
                cairo_destroy(ct)
            }
            let ce = try #require(cairo_create(expected))
            cairo_rectangle(ce, 2, 1, Double(w), Double(h))
            cairo_set_source_rgba(ce, 0x35 / 255.0, 0x7A / 255.0, 0xC4 / 255.0, 1)
            cairo_fill(ce)
            cairo_destroy(ce)
            MaskedOver.run(source: source, from: (5, 3), mask: mask, maskAt: (0, 0), target: expected, to: (2, 1), width: Int(w), height: Int(h))
            MaskedOver.overSolid(source: source, from: (5, 3), alpha: alpha, color: color, target: ours, to: (2, 1), width: Int(w), height: Int(h))
            cairo_surface_flush(expected)
            let (worst, differing) = try MaskedOverTests.difference(expected, ours)
            #expect(worst == 0, "alpha \(alpha): \(differing) bytes differ, by up to \(worst) levels")
        }
    }

    /// A mask made at full coverage, used at an opacity (`maskAlpha`), blends what the same
    /// path rasterised at that opacity blends, to a level at a few edge pixels.
    @Test func aFullCoverageMaskAtAnOpacityIsTheMaskMadeAtIt() throws {
        let w: Int32 = 120, h: Int32 = 90
        let source = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h))
        defer { cairo_surface_destroy(source) }
        CairoGradient.paint(source, width: Double(w), height: Double(h), from: (0.95, 0.3, 0.1, 1), to: (0.1, 0.6, 0.9, 1))
        func mask(_ alpha: Double) throws -> OpaquePointer {
            let m = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, w, h))
            let cm = try #require(cairo_create(m))
            cairo_move_to(cm, 3.3, 4.7)
            cairo_curve_to(cm, 140.1, -20, 90, 120, 60.4, 85.2)
            cairo_line_to(cm, 1.3, 70.9)
            cairo_close_path(cm)
            cairo_arc(cm, 60, 45, 20.3, 0, 2 * .pi)
            cairo_set_source_rgba(cm, 0, 0, 0, alpha)
            cairo_fill(cm)
            cairo_destroy(cm)
            return m
        }
        let full = try mask(1)
        defer { cairo_surface_destroy(full) }
        for opacity in [0.07, 0.31, 0.48, 0.77, 0.96] {
            let atOpacity = try mask(opacity)
            let expected = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h))
            let ours = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h))
            defer { [atOpacity, expected, ours].forEach { cairo_surface_destroy($0) } }
            MaskedOver.run(source: source, from: (0, 0), mask: atOpacity, maskAt: (0, 0), target: expected, to: (0, 0), width: Int(w), height: Int(h))
            let alpha = UInt8(UInt32(opacity * 65535 + 0.5) >> 8)
            MaskedOver.run(source: source, from: (0, 0), mask: full, maskAt: (0, 0), maskAlpha: alpha, target: ours, to: (0, 0), width: Int(w), height: Int(h))
            let (worst, differing) = try MaskedOverTests.difference(expected, ours)
            #expect(worst <= 1 && differing < Int(w * h) / 200, "opacity \(opacity): \(differing) bytes differ, by up to \(worst) levels")
        }
    }

    /// The largest difference between two image surfaces of one size, byte by byte, and how
    /// many bytes differ.
    static func difference(_ x: OpaquePointer, _ y: OpaquePointer) throws -> (worst: Int, differing: Int) {
        cairo_surface_flush(x)
        cairo_surface_flush(y)
        let a = try #require(cairo_image_surface_get_data(x)), b = try #require(cairo_image_surface_get_data(y))
        var worst = 0, differing = 0
        for i in 0..<Int(cairo_image_surface_get_height(y)) * Int(cairo_image_surface_get_stride(y)) {
            let d = abs(Int(a[i]) - Int(b[i]))
            worst = max(worst, d)
            if d > 0 { differing += 1 }
        }
        return (worst, differing)
    }
}
