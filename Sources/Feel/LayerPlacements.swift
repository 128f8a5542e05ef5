import Compositor
import Geometry

/// Where every layer of some trees shows itself in window points (presentation values, masks
/// included), by layer identity: two frames' placements say how far each layer that is in
/// both moved between them, and where a point of a layer was.
@MainActor
public struct LayerPlacements {
    private var placed: [ObjectIdentifier: (toWindow: Geometry.AffineTransform, bounds: Rect)] = [:]

    /// `excluding`: layers left out with everything below them (content moving on its own,
    /// which says nothing of what a grab held).
    public init(_ roots: [Layer], excluding: [Layer] = []) {
        let skipped = Set(excluding.map(ObjectIdentifier.init))
        for root in roots { add(root, parent: Geometry.AffineTransform.identity, skipping: skipped) }
    }

    private mutating func add(_ layer: Layer, parent: Geometry.AffineTransform, skipping: Set<ObjectIdentifier>) {
        guard !skipping.contains(ObjectIdentifier(layer)) else { return }
        let t = layer.localToSuperlayer.concatenating(parent)
        placed[ObjectIdentifier(layer)] = (t, layer.presentation.bounds)
        if let mask = layer.mask { add(mask, parent: t, skipping: skipping) }
        for sub in layer.sublayers { add(sub, parent: t, skipping: skipping) }
    }

    public var count: Int { placed.count }

    /// Where `point` (in the layer's own coordinates) showed, in window points.
    public func point(_ point: Point, of layer: ObjectIdentifier) -> Point? {
        placed[layer].map { $0.toWindow.apply(to: point) }
    }

    private static func corners(_ p: (toWindow: Geometry.AffineTransform, bounds: Rect)) -> [Point] {
        let b = p.bounds
        return [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
            .map { p.toWindow.apply(to: $0) }
    }

    /// The farthest any corner of a layer in both moved from `earlier` to these (points).
    public func largestMove(since earlier: LayerPlacements) -> Double {
        var largest = 0.0
        for (id, now) in placed {
            guard let then = earlier.placed[id] else { continue }
            let a = LayerPlacements.corners(then), b = LayerPlacements.corners(now)
            for i in 0..<4 { largest = max(largest, a[i].distance(to: b[i])) }
        }
        return largest
    }
}
