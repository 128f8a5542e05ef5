import CCairo
import Foundation
import Testing
@_spi(Testing) import SDLPlatform

/// The one-pass darkened copy gives the pixels cairo gives for the copy and the translucent
/// black filled over it, at every darkening.
@MainActor
@Suite struct DarkenedCopyTests {
    @Test func matchesACopyWithBlackFilledOverIt() throws {
        let side: Int32 = 67
        let source = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, side, side))
        let direct = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side))
        let onePass = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side))
        defer { [source, direct, onePass].forEach { cairo_surface_destroy($0) } }
        let stride = Int(cairo_image_surface_get_stride(source))
        let base = try #require(cairo_image_surface_get_data(source))
        for y in 0..<Int(side) {
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(side) { row[x] = UInt32(truncatingIfNeeded: (y * 64 + x) &* 2_654_435_761) | 0xFF00_0000 }
        }
        cairo_surface_mark_dirty(source)
        for step in 0...40 {
            let light = Double(step) / 40
            let cr = try #require(cairo_create(direct))
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cr, 0, 0, 0, 1 - light)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(direct)
            DarkenedCopy.run(source: source, from: (0, 0), target: onePass, to: (0, 0), width: Int(side), height: Int(side), light: light)
            let a = try #require(cairo_image_surface_get_data(direct)), b = try #require(cairo_image_surface_get_data(onePass))
            #expect(memcmp(a, b, Int(side) * Int(cairo_image_surface_get_stride(direct))) == 0, "light \(light)")
        }
    }

    /// A translucent source (premultiplied: text, a page's edge) blended darkened over a
    /// target already darkened gives, to a level, what blending it and then filling black
    /// over both gives.
    @Test func blendsOverADarkenedTargetAsBlackOverBoth() throws {
        let side: Int32 = 51
        let source = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side))
        let direct = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side))
        let folded = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side))
        defer { [source, direct, folded].forEach { cairo_surface_destroy($0) } }
        // A translucent gradient of colours, alpha from 0 to 255 across.
        CairoGradient.paint(source, width: Double(side), height: Double(side), from: (0.9, 0.2, 0.1, 0), to: (0.1, 0.5, 0.9, 1))
        let under = (r: 0.3, g: 0.7, b: 0.55)
        for step in 0...20 {
            let light = Double(step) / 20
            let cr = try #require(cairo_create(direct))
            cairo_set_source_rgb(cr, under.r, under.g, under.b)
            cairo_paint(cr)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1 - light)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(direct)
            let cf = try #require(cairo_create(folded))
            cairo_set_source_rgb(cf, under.r * light, under.g * light, under.b * light)
            cairo_paint(cf)
            cairo_destroy(cf)
            DarkenedCopy.blend(source: source, from: (0, 0), target: folded, to: (0, 0), width: Int(side), height: Int(side), light: light)
            let a = try #require(cairo_image_surface_get_data(direct)), b = try #require(cairo_image_surface_get_data(folded))
            var worst = 0
            for i in 0..<Int(side) * Int(cairo_image_surface_get_stride(direct)) { worst = max(worst, abs(Int(a[i]) - Int(b[i]))) }
            #expect(worst <= 2, "light \(light): \(worst) levels apart")
        }
    }
}
