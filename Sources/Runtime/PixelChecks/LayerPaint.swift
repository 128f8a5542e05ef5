import Compositor
import Geometry

/// What a layer paints with (background, border, contents, shape fill), kept so that a check
/// can repaint a layer and put it back exactly. Geometry, opacity, masks and clipping are
/// never touched: a repainted tree takes the very same paths through the compositor.
@MainActor
struct LayerPaint {
    let layer: Layer
    let background: Color
    let border: Color
    let contents: LayerContents
    let fill: Color?

    init(_ layer: Layer) {
        self.layer = layer
        background = layer.backgroundColor
        border = layer.borderColor
        contents = layer.contents
        fill = (layer as? ShapeLayer)?.fillColor
    }

    func restore() {
        if layer.backgroundColor != background { layer.backgroundColor = background }
        if layer.borderColor != border { layer.borderColor = border }
        if layer.contents != contents { layer.contents = contents }
        if let fill, let shape = layer as? ShapeLayer, shape.fillColor != fill { shape.fillColor = fill }
    }

    /// Every colour `layer` paints with moved half way round each channel, alpha kept (text
    /// and images too); returns what puts it back.
    static func recolor(_ layer: Layer) -> LayerPaint {
        let kept = LayerPaint(layer)
        layer.backgroundColor = shifted(kept.background)
        layer.borderColor = shifted(kept.border)
        switch kept.contents {
        case .text(var text):
            text.color = shifted(text.color)
            layer.contents = .text(text)
        case .image(let image):
            var pixels = image.pixels
            for i in stride(from: 0, to: pixels.count, by: 4) {
                for c in 0..<3 { pixels[i + c] = pixels[i + c] &+ 128 }
            }
            layer.contents = .image(Image(width: image.width, height: image.height, scale: image.scale, pixels: pixels) ?? image)
        case .none:
            break
        }
        if let fill = kept.fill, let shape = layer as? ShapeLayer { shape.fillColor = shifted(fill) }
        return kept
    }

    /// Nothing painted: clear background, border and fill, no contents; returns what puts it back.
    static func blank(_ layer: Layer) -> LayerPaint {
        let kept = LayerPaint(layer)
        layer.backgroundColor = .clear
        layer.borderColor = .clear
        layer.contents = .none
        if let shape = layer as? ShapeLayer { shape.fillColor = .clear }
        return kept
    }

    /// Every colour channel moved half way round; alpha kept.
    static func shifted(_ c: Color) -> Color {
        func turn(_ v: Double) -> Double { (v + 0.5).truncatingRemainder(dividingBy: 1) }
        return Color(red: turn(c.red), green: turn(c.green), blue: turn(c.blue), alpha: c.alpha)
    }
}
