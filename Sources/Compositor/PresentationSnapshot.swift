/// What layer trees showed at one frame: each layer's presentation values, whether it was
/// hidden and the animations that drove it, masks included (each with the layer it masked).
/// Restoring it shows that frame again without touching the model or the animations (the
/// timeline inspector scrubs a frozen transition with it). It holds its layers: one taken
/// out of the tree since is shown its values where nothing draws it.
@MainActor
public struct PresentationSnapshot {
    /// The layers in tree order, each mask after the layer it masks. Held strongly (a weak
    /// reference would move every layer's counts to a side table: see `Layer.superlayer`);
    /// a layer freed from the tree since is shown to no one. The same tree as the snapshot
    /// before (most frames of a transition) shares its array: no count to change.
    private var layers: [Layer] = []
    /// Each layer's presentation and whether it was hidden, by the layer's place.
    private var values: [LayerValues] = []
    private var hidden: [Bool] = []
    /// The animations that drove the few layers any did, by the layer's place.
    private var driving: [Int: [DrivingAnimation]] = [:]
    /// Where each masked layer's mask is, by the layer's place.
    private var masks: [Int: Int] = [:]

    /// The trees under `roots` as they show now; `after`: the snapshot just before, whose
    /// storage sizes and layers are taken again where they fit.
    public init(roots: [Layer], after previous: PresentationSnapshot? = nil) {
        let expected = previous?.layers.count ?? 0
        values.reserveCapacity(expected)
        hidden.reserveCapacity(expected)
        var walk = Walk(previous: previous?.layers ?? [])
        for root in roots { add(root, &walk) }
        layers = walk.layers(count: values.count)
    }

    /// The layers met so far: the previous snapshot's while they are the same, in order.
    private struct Walk {
        let previous: [Layer]
        var own: [Layer]?

        init(previous: [Layer]) { self.previous = previous }

        mutating func meet(_ layer: Layer, at i: Int) {
            if own == nil, i < previous.count, previous[i] === layer { return }
            if own == nil { own = Array(previous.prefix(i)) }
            own?.append(layer)
        }

        func layers(count: Int) -> [Layer] {
            if let own { return own }
            return count == previous.count ? previous : Array(previous.prefix(count))
        }
    }

    private mutating func add(_ layer: Layer, _ walk: inout Walk) {
        let i = values.count
        walk.meet(layer, at: i)
        let store = layer.store
        // The count beside the tracks: no access to them for the layers no animation drives.
        if store.count > 0 {
            driving[i] = store.values.tracks.map { DrivingAnimation(serial: $0.animation.serial, properties: $0.animation.property) }
        }
        values.append(store.values.presentation)
        hidden.append(layer.isHidden)
        if let mask = layer.mask {
            masks[i] = values.count
            add(mask, &walk)
        }
        for sub in layer.sublayers { add(sub, &walk) }
    }

    /// How many layers it holds.
    public var layerCount: Int { values.count }

    /// Shows the snapshot's frame on every layer it holds that still exists.
    public func restore() {
        for (i, layer) in layers.enumerated() { layer.showPresentation(values[i], hidden: hidden[i]) }
    }

    private func index(of layer: Layer) -> Int? { layers.firstIndex { $0 === layer } }

    /// What `layer` showed, if the snapshot holds it.
    public func values(of layer: Layer) -> LayerValues? {
        index(of: layer).map { values[$0] }
    }

    /// The layers shown (not hidden) whose place or size differs from `earlier`'s (position,
    /// bounds, transform), or that `earlier` did not hold: what a transition moved between them.
    public func layersMoved(since earlier: PresentationSnapshot) -> [Layer] {
        var before: [ObjectIdentifier: LayerValues] = [:]
        for (i, layer) in earlier.layers.enumerated() { before[ObjectIdentifier(layer)] = earlier.values[i] }
        return layers.enumerated().compactMap { i, layer in
            guard !hidden[i] else { return nil }
            guard let old = before[ObjectIdentifier(layer)] else { return layer }
            let now = values[i]
            return now.position != old.position || now.bounds != old.bounds || now.transform != old.transform ? layer : nil
        }
    }

    /// The animations that drove `layer` at this frame, if the snapshot holds it.
    public func animations(of layer: Layer) -> [DrivingAnimation]? {
        index(of: layer).map { driving[$0] ?? [] }
    }

    /// What `layer`'s mask showed, if the snapshot holds the layer and it had a mask.
    public func maskValues(of layer: Layer) -> LayerValues? {
        index(of: layer).flatMap { masks[$0] }.map { values[$0] }
    }

    /// The animations that drove `layer`'s mask, if the snapshot holds the layer and it had one.
    public func maskAnimations(of layer: Layer) -> [DrivingAnimation]? {
        index(of: layer).flatMap { masks[$0] }.map { driving[$0] ?? [] }
    }
}
