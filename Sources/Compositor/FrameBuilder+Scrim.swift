import Geometry

/// A scrim: black at some opacity over the whole window (a zoom card's backdrop, a sheet's
/// dimming view). Drawn, it would blend every pixel of the window once more; instead what is
/// already drawn into the window is darkened where it is drawn (`DrawList.darkenWindow`),
/// which gives the same pixels (black at opacity a over a colour c is c times 1 - a) and
/// turns an opaque page's copy into one darkened copy.
extension FrameBuilder {
    /// How light what is under `layer` stays (1 - its black's opacity) when `layer` is a
    /// scrim over the whole window, drawn straight into it; nil otherwise.
    func scrimLight(_ layer: Layer, transform m: AffineTransform, opacity: Double) -> Double? {
        let v = layer.presentation, c = v.backgroundColor
        guard currentTarget == .none, layer.sublayers.isEmpty, layer.mask == nil, layer.contents == .none, layer.borderWidth == 0,
            !(layer is ShapeLayer), v.dimming == 0, v.cornerRadius == 0, c.red == 0, c.green == 0, c.blue == 0, c.alpha > 0,
            DrawList.isAxisAligned(m)
        else { return nil }
        let out = renderer.outputPixelSize
        let window = Rect(x: 0, y: 0, width: Double(out.width), height: Double(out.height))
        guard !window.isEmpty, clip == window, m.apply(to: v.bounds).contains(window) else { return nil }
        return 1 - min(1, c.alpha * opacity)
    }
}
