import CCairo

/// Plain copies straight through pixman, under cairo: a texture drawn one texel per pixel,
/// unscaled and unmodulated (thumbnails, avatars, text, cached cards), is one
/// `pixman_image_composite32`, as cairo itself ends up doing, without cairo's set-up for
/// each (a pattern, a path, its clip and compositor), which cost more than the pixels of
/// a small copy.
enum PixmanCopy {
    /// A pixman image over a cairo image surface's own pixels (no copy), or nil.
    static func image(over surface: OpaquePointer) -> OpaquePointer? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let format = switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_RGB24: PIXMAN_x8r8g8b8
        case CAIRO_FORMAT_A8: PIXMAN_a8
        default: PIXMAN_a8r8g8b8
        }
        return pixman_image_create_bits(format, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
            UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(surface))
    }

    /// A solid pixman picture of `color` (premultiplied ARGB32).
    static func solid(_ color: UInt32) -> OpaquePointer? {
        var c = pixman_color_t(red: UInt16((color >> 16) & 255) * 257, green: UInt16((color >> 8) & 255) * 257, blue: UInt16(color & 255) * 257,
            alpha: UInt16(color >> 24) * 257)
        return pixman_image_create_solid_fill(&c)
    }

    /// Copies `width` x `height` pixels from `from` in `source` to `to` in `target`, replacing
    /// what is there when the source is opaque, else blending over it.
    static func run(_ source: (surface: OpaquePointer, image: OpaquePointer), from: (x: Int, y: Int),
        to target: (surface: OpaquePointer, image: OpaquePointer), at to: (x: Int, y: Int), width: Int, height: Int, opaque: Bool)
    {
        cairo_surface_flush(source.surface)
        cairo_surface_flush(target.surface)
        pixman_image_composite32(opaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source.image, nil, target.image,
            Int32(from.x), Int32(from.y), 0, 0, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
        cairo_surface_mark_dirty_rectangle(target.surface, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }
}
