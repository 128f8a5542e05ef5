import Geometry
import Compositor

extension View {
    /// A view showing a still copy of this one as it is on screen now (UIKit's
    /// `snapshotView(afterScreenUpdates:)`): as large as this view's bounds, holding the
    /// copied layer tree without this view's own transform, opacity or hidden state, so it
    /// can be placed, scaled and faded on its own. It takes no input.
    public func snapshotView() -> View {
        let copy = layer.snapshot()
        copy.transform = .identity
        copy.opacity = 1
        copy.isHidden = false
        let size = layer.presentation.bounds.size
        copy.position = Point(x: copy.anchorPoint.x * size.width, y: copy.anchorPoint.y * size.height)
        let host = View(frame: Rect(origin: .zero, size: size))
        host.isUserInteractionEnabled = false
        host.layer.addSublayer(copy)
        return host
    }

    /// The views at and below this one that carry a transition id and show (hidden views
    /// and their subtrees are skipped), the first in drawing order for each id.
    public func viewsByTransitionID() -> [String: View] {
        var found: [String: View] = [:]
        func visit(_ v: View) {
            guard !v.isHidden else { return }
            if let id = v.transitionID, found[id] == nil { found[id] = v }
            for sub in v.subviews { visit(sub) }
        }
        visit(self)
        return found
    }
}
