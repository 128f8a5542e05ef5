import Compositor
import Geometry
import Views

/// The scene's layers as the inspector lists them: each view's layer (named by the view's
/// type, what `ViewNames` calls it, its text or title, and the layer's name) and its mask, depth first, with the depth for indenting; and
/// the layer under a point as the scene shows it now (presentation geometry, hidden and
/// transparent layers skipped, clipped subtrees hit only inside their clip).
@MainActor
public enum LayerOutline {
    public struct Entry {
        public weak var layer: Layer?
        public let name: String
        public let depth: Int
    }

    /// The trees under `roots`, bottom to top.
    public static func entries(roots: [View], names: ViewNames = ViewNames(controllers: [])) -> [Entry] {
        var out: [Entry] = []
        func visit(_ view: View, _ depth: Int) {
            out.append(Entry(layer: view.layer, name: name(of: view, names: names), depth: depth))
            if let mask = view.layer.mask { out.append(Entry(layer: mask, name: "mask" + (mask.name.map { " · " + $0 } ?? ""), depth: depth + 1)) }
            for sub in view.subviews { visit(sub, depth + 1) }
        }
        for root in roots { visit(root, 0) }
        return out
    }

    static func name(of view: View, names: ViewNames) -> String {
        var name = String(describing: type(of: view))
        if let called = names.name(of: view) { name += " · " + called }
        if let label = view as? Label, !label.text.isEmpty { name += " “" + String(label.text.prefix(24)) + "”" }
        if let button = view as? Button, !button.title.isEmpty { name += " “" + String(button.title.prefix(24)) + "”" }
        if let layerName = view.layer.name { name += " · " + layerName }
        return name
    }

    /// The deepest view under `windowPoint` in the trees under `roots` (each a subview of
    /// the window), the topmost tree first; nil over none.
    public static func view(at windowPoint: Point, roots: [View]) -> View? {
        func visit(_ view: View, _ p: Point) -> View? {
            let layer = view.layer
            guard !layer.isHidden, layer.presentation.opacity > 0.01, let inverse = layer.localToSuperlayer.inverted() else { return nil }
            let local = inverse.apply(to: p)
            let inside = layer.presentation.bounds.contains(local)
            if layer.masksToBounds && !inside { return nil }
            for sub in view.subviews.reversed() { if let hit = visit(sub, local) { return hit } }
            return inside ? view : nil
        }
        for root in roots.reversed() { if let hit = visit(root, windowPoint) { return hit } }
        return nil
    }
}
