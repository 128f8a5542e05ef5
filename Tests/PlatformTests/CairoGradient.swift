import CCairo

/// Test pictures drawn by cairo itself.
enum CairoGradient {
    /// Paints `surface` with a linear gradient from its top left to (`width`, `height`),
    /// between two straight-alpha colours (r, g, b, a in 0...1); cairo premultiplies it.
    static func paint(_ surface: OpaquePointer, width: Double, height: Double,
        from a: (Double, Double, Double, Double), to b: (Double, Double, Double, Double))
    {
        guard let cr = cairo_create(surface), let gradient = cairo_pattern_create_linear(0, 0, width, height) else { return }
        cairo_pattern_add_color_stop_rgba(gradient, 0, a.0, a.1, a.2, a.3)
        cairo_pattern_add_color_stop_rgba(gradient, 1, b.0, b.1, b.2, b.3)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}
