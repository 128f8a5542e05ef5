/// What layer trees showed at one frame: each layer's presentation values, whether it was
/// hidden and the animations that drove it, masks included (each with the layer it masked).
/// Restoring it shows that frame again without touching the model or the animations (the
/// timeline inspector scrubs a frozen transition with it). It holds its layers: one taken
/// out of the tree since is shown its values where nothing draws it.
@MainActor
public struct PresentationSnapshot {
    struct Entry {
        /// Held strongly (a weak reference would move every layer's counts to a side table:
        /// see `Layer.superlayer`); a layer freed from the tree since is shown to no one.
        let layer: Layer
        let values: LayerValues
        let isHidden: Bool
        /// Empty for a layer no animation drove (most, most frames: no storage).
        let animations: [DrivingAnimation]
        /// Where its mask's entry is, if it had one.
        var mask: Int?
    }

    private var entries: [Entry] = []

    /// The trees under `roots` as they show now; `expectedLayers`: about how many layers
    /// they hold, so the storage is made once.
    public init(roots: [Layer], expectedLayers: Int = 0) {
        entries.reserveCapacity(expectedLayers)
        for root in roots { add(root) }
    }

    private mutating func add(_ layer: Layer) {
        let tracks = layer.store.values.tracks
        let animations = tracks.isEmpty ? [] : tracks.map {
            DrivingAnimation(serial: $0.animation.serial, properties: $0.animation.property)
        }
        entries.append(Entry(layer: layer, values: layer.presentation, isHidden: layer.isHidden, animations: animations))
        if let mask = layer.mask {
            entries[entries.count - 1].mask = entries.count
            add(mask)
        }
        for sub in layer.sublayers { add(sub) }
    }

    /// How many layers it holds.
    public var layerCount: Int { entries.count }

    /// Shows the snapshot's frame on every layer it holds that still exists.
    public func restore() {
        for e in entries { e.layer.showPresentation(e.values, hidden: e.isHidden) }
    }

    /// What `layer` showed, if the snapshot holds it.
    public func values(of layer: Layer) -> LayerValues? {
        entries.first { $0.layer === layer }?.values
    }

    /// The layers shown (not hidden) whose place or size differs from `earlier`'s (position,
    /// bounds, transform), or that `earlier` did not hold: what a transition moved between them.
    public func layersMoved(since earlier: PresentationSnapshot) -> [Layer] {
        var before: [ObjectIdentifier: LayerValues] = [:]
        for e in earlier.entries { before[ObjectIdentifier(e.layer)] = e.values }
        return entries.compactMap { e in
            let layer = e.layer
            guard !e.isHidden else { return nil }
            guard let old = before[ObjectIdentifier(layer)] else { return layer }
            let now = e.values
            return now.position != old.position || now.bounds != old.bounds || now.transform != old.transform ? layer : nil
        }
    }

    /// The animations that drove `layer` at this frame, if the snapshot holds it.
    public func animations(of layer: Layer) -> [DrivingAnimation]? {
        entries.first { $0.layer === layer }?.animations
    }

    /// What `layer`'s mask showed, if the snapshot holds the layer and it had a mask.
    public func maskValues(of layer: Layer) -> LayerValues? {
        entries.first { $0.layer === layer }?.mask.map { entries[$0].values }
    }

    /// The animations that drove `layer`'s mask, if the snapshot holds the layer and it had one.
    public func maskAnimations(of layer: Layer) -> [DrivingAnimation]? {
        entries.first { $0.layer === layer }?.mask.map { entries[$0].animations }
    }
}
