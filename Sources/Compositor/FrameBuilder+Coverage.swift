import Geometry

/// What opaque layers surely paint. The window's clear and a layer's background are drawn
/// only where nothing opaque drawn after them paints over them (occlusion, as `drawBody` does
/// for a sibling under a later one): a page's background under its cards, the clear under
/// the pages and the bar.
extension FrameBuilder {
    /// Most layers looked at, and covers kept, per question: bounds on the walk, not rules.
    static let coverWalkLimit = 256
    static let coverLimit = 32
    /// Most pieces an area is cut into before it is drawn whole instead.
    static let pieceLimit = 24
    /// How far inside its bounds a layer's cover starts, in pixels: a cached subtree is copied
    /// up to half a pixel from where it lies (`RasterCache` moves entries by whole pixels), so
    /// its opaque pixels can start one pixel further in than its bounds say.
    static let coverInset = 2.0
    /// The least area (pixels) a cover must have to be cut around: a smaller one saves less
    /// than the extra rectangles cost.
    static let leastCover = 4096.0

    /// The parts of `area` (target pixels) that the subtrees of `layers`, placed by `m` and
    /// drawn at full opacity, do not surely paint opaque, in `caches.uncovered`; nil when
    /// they are too many to be worth it (draw `area` whole).
    func uncovered<Layers: Sequence<Layer>>(_ area: Rect, by layers: Layers, parent m: AffineTransform) -> [Rect]? {
        caches.sureCovers.removeAll(keepingCapacity: true)
        var budget = FrameBuilder.coverWalkLimit
        for layer in layers { addCovers(layer, parent: m, within: area, budget: &budget) }
        guard !area.isEmpty else {
            caches.uncovered.removeAll(keepingCapacity: true)
            return caches.uncovered
        }
        return FrameBuilder.cut(area, by: caches.sureCovers, into: &caches.uncovered, scratch: &caches.pieces)
    }

    /// Adds to `caches.sureCovers` the whole pixels that `layer` and its subtree surely paint
    /// opaque within `area`: opaque backgrounds (rounded ones without their corner rows) of
    /// layers drawn at full opacity, unmasked and axis-aligned, inside their clipping
    /// ancestors. A dimmed layer stays opaque where it was, so it counts.
    private func addCovers(_ layer: Layer, parent m: AffineTransform, within area: Rect, budget: inout Int) {
        guard budget > 0, caches.sureCovers.count < FrameBuilder.coverLimit else { return }
        budget -= 1
        let v = layer.presentation
        guard !layer.isHidden, v.opacity >= 1, layer.mask == nil else { return }
        let lm = PixelPlacement.transform(of: layer, parent: m, scale: scale)
        guard lm.isFinite, DrawList.isAxisAligned(lm) else { return }
        let solid = FrameBuilder.solidPart(of: layer, transform: lm)
        var within = area
        if layer.masksToBounds { within = within.intersection(solid) }
        if FrameBuilder.paintsItsBoundsOpaque(layer) {
            let cover = solid.insetBy(dx: FrameBuilder.coverInset, dy: FrameBuilder.coverInset).intersection(area)
            let whole = cover.isEmpty ? Rect.null : cover.innerPixels
            if !whole.isNull, whole.width * whole.height >= FrameBuilder.leastCover { caches.sureCovers.append(whole) }
        }
        guard !within.isEmpty else { return }
        for sub in layer.sublayers { addCovers(sub, parent: lm, within: within, budget: &budget) }
    }

    /// Whether the layer's own drawing paints all of its bounds (within its corners) opaque:
    /// an opaque background, or an opaque image filling square bounds (a photo, a panorama).
    static func paintsItsBoundsOpaque(_ layer: Layer) -> Bool {
        let v = layer.presentation
        if v.backgroundColor.alpha >= 1 { return true }
        guard v.cornerRadius == 0, case .image(let image) = layer.contents, image.isOpaque else { return false }
        return layer.contentsGravity != .resizeAspect
    }

    /// The part of `layer`'s bounds placed by the axis-aligned `m` (target pixels) that its
    /// round corners do not cut (all of it when they are square). A corner reaches as far as
    /// the larger of the two axes' scales takes it (it is an ellipse when they differ).
    static func solidPart(of layer: Layer, transform m: AffineTransform) -> Rect {
        let v = layer.presentation
        return solidPart(of: m.apply(to: v.bounds), radius: roundsCorners(layer, m) ? v.cornerRadius * m.largestAxisScale : 0)
    }

    /// The part of a rectangle with corners of `radius` that its corners do not cut: the
    /// whole of it when square, else the larger of its two bands between the corners.
    static func solidPart(of b: Rect, radius r: Double) -> Rect {
        RoundedOutline(rect: b, radiusX: r, radiusY: r).solidPart
    }
}
