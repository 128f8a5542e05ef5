import Geometry

/// A layer's own drawing: background, contents, shape fill and border.
extension FrameBuilder {
    /// Whether a layer's corners are visibly round where it is drawn: a radius under two
    /// pixels (the last frames of a zoom that straightens corners) is drawn square. SDL
    /// 2.26's software renderer crashed on the slivers of triangles a sub-pixel corner makes.
    static func roundsCorners(_ layer: Layer, _ m: AffineTransform) -> Bool {
        layer.presentation.cornerRadius * abs(m.determinant).squareRoot() >= 2
    }

    /// The pixels per point text under `m` is rasterised at: the display's scale when the
    /// layer is not scaled (as almost all text is), else the scale it shows at (to a
    /// hundredth: a texture stretched by even a few percent is sampled unevenly by the
    /// software renderer, and its glyphs' edges come out ragged).
    static func textScale(_ m: AffineTransform, display: Double) -> Double {
        let shown = abs(m.determinant).squareRoot()
        guard shown.isFinite, shown > 0, abs(shown - display) > display * 0.02 else { return display }
        return max(0.125, (shown * 100).rounded() / 100)
    }

    /// A placed picture: its texture, where it lands in the layer and the part of it shown.
    typealias PlacedPicture = (texture: TextureHandle, dest: Rect, uv: Rect)

    mutating func drawOwnContent(_ layer: Layer, transform m: AffineTransform, opacity: Double) {
        let rounds = FrameBuilder.roundsCorners(layer, m)
        let picture = placedPicture(of: layer)
        drawBackground(layer, transform: m, opacity: opacity, hidden: picturePaintsOver(layer, picture, transform: m, opacity: opacity))
        switch layer.contents {
        case .none:
            break
        case .image(let image):
            guard let picture, !picture.dest.isEmpty else { break }
            drawPicture(picture, opaque: image.isOpaque, of: layer, transform: m, opacity: opacity, roundedClip: layer.masksToBounds && rounds)
        case .text(let text):
            drawText(text, of: layer, transform: m, opacity: opacity)
        }
        drawShapeFill(layer, transform: m, opacity: opacity)
    }

    /// The layer's image, its texture made (or found) and placed by its gravity.
    private mutating func placedPicture(of layer: Layer) -> PlacedPicture? {
        guard case .image(let image) = layer.contents, let texture = caches.textures.texture(for: layer.contents, scale: scale, renderer: renderer) else {
            return nil
        }
        let (dest, uv) = Compositor.imagePlacement(image.size, in: layer.presentation.bounds, gravity: layer.contentsGravity)
        return (texture.handle, dest, uv)
    }

    /// An opaque picture that fills the layer at full opacity hides the layer's background,
    /// which is then not filled: a photo grid's cells keep their pictures' colours under
    /// their thumbnails, a screen's worth of fill a frame that nothing would show.
    private func picturePaintsOver(_ layer: Layer, _ picture: PlacedPicture?, transform m: AffineTransform, opacity: Double) -> Bool {
        guard case .image(let image) = layer.contents, let picture, image.isOpaque, opacity >= 1, !FrameBuilder.roundsCorners(layer, m),
            m.isRectilinear
        else { return false }
        return picture.dest.contains(layer.presentation.bounds)
    }

    /// The background colour: a rounded or turned fill, the parts no opaque sublayer paints
    /// over, or one quad.
    private mutating func drawBackground(_ layer: Layer, transform m: AffineTransform, opacity: Double, hidden: Bool) {
        let id = ObjectIdentifier(layer)
        let rounds = FrameBuilder.roundsCorners(layer, m)
        let bounds = layer.presentation.bounds
        guard layer.presentation.backgroundColor.alpha > 0, !bounds.isEmpty, id != skipsRootBackground, !hidden else { return }
        let style = MeshStyle(color: layer.presentation.backgroundColor, opacity: opacity)
        if rounds || !m.isRectilinear {
            let radius = rounds ? layer.presentation.cornerRadius : 0
            fillRoundedRect(bounds, radius: radius, transform: m, style: style, layer: id)
        } else if opacity >= 1, DrawList.isAxisAligned(m), !layer.sublayers.isEmpty, case let area = m.apply(to: bounds),
            area.width * area.height >= 2 * FrameBuilder.leastCover, let pieces = uncovered(area, by: layer.sublayers, parent: m)
        {
            // Only where no opaque sublayer paints over it (a page under its cards).
            for piece in pieces { drawList.addFillRect(piece, color: (style.r, style.g, style.b, style.a), layer: id) }
        } else {
            drawList.addQuad(bounds, transform: m, style: style, layer: id)
        }
        if fault == .fillCrack, style.a == 255 { drawSeam(across: m.apply(to: bounds), color: layer.presentation.backgroundColor, layer: id) }
    }

    /// The layer's picture: a textured rounded (or turned) rect, or one textured quad.
    private mutating func drawPicture(_ picture: PlacedPicture, opaque: Bool, of layer: Layer, transform m: AffineTransform, opacity: Double,
        roundedClip: Bool) {
        let id = ObjectIdentifier(layer)
        let (texture, dest, uv) = picture
        let style = MeshStyle(texture: texture, opacity: opacity, premultiplied: false, uvMap: .identity)
        if roundedClip || !m.isRectilinear, let toLocal = m.inverted() {
            // Textured rounded rect: texture coordinates follow the local position.
            let localToUV = AffineTransform(translationX: -dest.minX, y: -dest.minY)
                .concatenating(AffineTransform(scaleX: uv.width / dest.width, y: uv.height / dest.height))
                .concatenating(AffineTransform(translationX: uv.minX, y: uv.minY))
            var mapped = style
            mapped.uvMap = toLocal.concatenating(localToUV)
            let shape = roundedClip ? layer.presentation.bounds : dest
            fillRoundedRect(shape, radius: roundedClip ? layer.presentation.cornerRadius : 0, transform: m, style: mapped, layer: id)
        } else {
            drawList.addTexturedQuad(dest, transform: m, uv: uv, style: style, layer: id)
            // An opaque picture at full opacity covers what is under it: a renderer can
            // copy it without blending (when it lands at its own size).
            if opaque && opacity >= 1 { drawList.markLastCopyOpaque() }
        }
    }

    /// The layer's text, aligned in it and cropped to it.
    private mutating func drawText(_ text: TextContent, of layer: Layer, transform m: AffineTransform, opacity: Double) {
        let bounds = layer.presentation.bounds
        // Text is drawn at the size it shows: a scaled layer (a snapshot in flight) gets
        // glyphs rasterised at its scale, not a texture stretched.
        let textScale = FrameBuilder.textScale(m, display: scale)
        guard let texture = caches.textures.texture(for: layer.contents, scale: textScale, renderer: renderer) else { return }
        let w = Double(texture.pixelSize.width) / textScale, h = Double(texture.pixelSize.height) / textScale
        let x: Double
        switch text.alignment {
        case .left: x = bounds.minX
        case .center: x = bounds.midX - w / 2
        case .right: x = bounds.maxX - w
        }
        // Text never draws outside its layer: the overflow is cropped, as a label clips it.
        let rect = Rect(x: x, y: bounds.midY - h / 2, width: w, height: h)
        let shown = rect.intersection(bounds)
        guard !shown.isEmpty else { return }
        let uv = Rect(x: (shown.minX - rect.minX) / w, y: (shown.minY - rect.minY) / h, width: shown.width / w, height: shown.height / h)
        let style = MeshStyle(texture: texture.handle, opacity: opacity, premultiplied: false, uvMap: .identity)
        drawList.addTexturedQuad(shown, transform: m, uv: uv, style: style, layer: ObjectIdentifier(layer))
    }

    /// A shape layer's fill: its tessellation, and a large shape's inside as rectangles.
    private mutating func drawShapeFill(_ layer: Layer, transform m: AffineTransform, opacity: Double) {
        guard let shape = layer as? ShapeLayer, !shape.path.isEmpty, shape.fillColor.alpha > 0,
            let t = FrameBuilder.tessellation(of: shape, transform: m, paths: drawList.drawsPaths)
        else { return }
        let id = ObjectIdentifier(layer)
        let style = MeshStyle(color: shape.fillColor, opacity: opacity)
        let mark = drawList.indices.count
        drawList.addFill(t, transform: m, style: style, layer: id, scratch: &caches.scratch)
        // A shape grown large: its inside said as rectangles (a renderer that fills paths
        // paints them plain), or triangles at its edges and its inside filled as rectangles.
        if drawList.drawsPaths {
            if marksPathInteriors { drawList.markPathInterior(within: clip) }
        } else if let covered = drawList.tileTriangles(since: mark, within: clip) {
            for run in covered { drawList.addFillRect(run, color: (style.r, style.g, style.b, style.a), layer: id) }
        }
    }

    /// A pixel-wide column of another colour through the middle of `box` (target pixels):
    /// the crack `RenderFault.fillCrack` makes.
    private mutating func drawSeam(across box: Rect, color: Color, layer: ObjectIdentifier) {
        let x = box.midX.rounded(.down), y0 = (box.minY + 2).rounded(.up), y1 = (box.maxY - 2).rounded(.down)
        guard y1 > y0 else { return }
        func turn(_ v: Double) -> Double { (v + 0.5).truncatingRemainder(dividingBy: 1) }
        let c = Color(red: turn(color.red), green: turn(color.green), blue: turn(color.blue), alpha: 1).bytes
        drawList.addFillRect(Rect(x: x, y: y0, width: 1, height: y1 - y0), color: (c.r, c.g, c.b, 255), layer: layer)
    }

    mutating func drawBorder(_ layer: Layer, transform m: AffineTransform, opacity: Double) {
        let b = layer.presentation.bounds
        guard b.width > 0, b.height > 0, layer.borderColor.alpha > 0 else { return }
        let ring = caches.border(b.size, cornerRadius: layer.presentation.cornerRadius, lineWidth: layer.borderWidth)
        let placed = AffineTransform(translationX: b.minX, y: b.minY).concatenating(m)
        drawList.addRing(ring, lineWidth: layer.borderWidth * m.averageScale, transform: placed, style: MeshStyle(color: layer.borderColor, opacity: opacity), layer: ObjectIdentifier(layer), scratch: &caches.scratch)
    }

    mutating func fillRoundedRect(_ rect: Rect, radius: Double, transform m: AffineTransform, style: MeshStyle, layer: ObjectIdentifier?) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let t = caches.roundedRect(r.size, radius: radius, tolerance: FrameBuilder.localTolerance(m, paths: drawList.drawsPaths), triangulated: !drawList.drawsPaths)
        let mark = drawList.indices.count
        drawList.addFill(t, transform: AffineTransform(translationX: r.minX, y: r.minY).concatenating(m), style: style, layer: layer, scratch: &caches.scratch)
        if drawList.drawsPaths, let outline = RoundedOutline(r, radius: radius, transform: m) { drawList.markLastPathOutline(outline) }
        // A solid fill is mostly a rectangle: filled as one, with triangles only for the rim.
        // On the software renderer a triangle costs a temporary surface of its bounding box.
        // (A renderer that fills paths has the whole shape already: nothing to split.)
        if !drawList.drawsPaths, style.texture == .none, DrawList.isAxisAligned(m),
            let (mid, rim) = FrameBuilder.middleAndRim(of: m.apply(to: r), radius: radius * m.a.squareRoot() * m.d.squareRoot())
        {
            drawList.clipTriangles(since: mark, toEach: rim)
            drawList.addFillRect(mid, color: (style.r, style.g, style.b, style.a), layer: layer)
        }
    }

    /// A flattening tolerance in the layer's own units: a quarter pixel for triangles (their
    /// fringe is a pixel's ramp anyway), 1/32 pixel for paths filled by coverage (a chord a
    /// quarter pixel inside a curve is 64 levels off its true coverage; 1/32 is 8). A shape
    /// layer is flattened at the nearest power of two (`Tessellation.bucket`), so at most
    /// 1.41 times coarser (11 levels).
    static func localTolerance(_ m: AffineTransform, paths: Bool = false) -> Double {
        let pixels = paths ? 1.0 / 32 : 0.25
        let s = m.averageScale
        guard s > 0, s.isFinite else { return pixels }
        return min(64, max(paths ? 1.0 / 32768 : 1.0 / 4096, pixels / s))
    }

    /// A shape's tessellation for the flattening bucket (`Tessellation.bucket`) of how large
    /// `m` draws it, kept on the layer.
    static func tessellation(of shape: ShapeLayer, transform m: AffineTransform, paths: Bool) -> Tessellation? {
        shape.tessellation(tolerance: localTolerance(m, paths: paths), triangulated: !paths)
    }
}
