/// What layer trees showed at one frame: each layer's presentation values and whether it was
/// hidden, masks included. Restoring it shows that frame again without touching the model
/// or the animations (the timeline inspector scrubs a frozen transition with it); layers
/// freed since are skipped.
@MainActor
public struct PresentationSnapshot {
    struct Entry {
        weak var layer: Layer?
        let values: LayerValues
        let isHidden: Bool
    }

    private var entries: [Entry] = []

    /// The trees under `roots` as they show now.
    public init(roots: [Layer]) {
        for root in roots { add(root) }
    }

    private mutating func add(_ layer: Layer) {
        entries.append(Entry(layer: layer, values: layer.presentation, isHidden: layer.isHidden))
        if let mask = layer.mask { add(mask) }
        for sub in layer.sublayers { add(sub) }
    }

    /// How many layers it holds.
    public var layerCount: Int { entries.count }

    /// Shows the snapshot's frame on every layer it holds that still exists.
    public func restore() {
        for e in entries { e.layer?.showPresentation(e.values, hidden: e.isHidden) }
    }

    /// What `layer` showed, if the snapshot holds it.
    public func values(of layer: Layer) -> LayerValues? {
        entries.first { $0.layer === layer }?.values
    }
}
