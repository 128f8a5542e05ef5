import Compositor
import Geometry
import Views

/// The onion skin of a frozen transition (Shift held): still copies of the scene as it
/// showed 1 to 3 frames before and after the playhead, drawn over it translucent, fainter
/// the further they are. It covers the window, so copies of window-placed trees sit where
/// the trees do; it takes no input.
@MainActor
public final class OnionSkinView: View {
    /// The scene's trees copied (`Layer.snapshot()`) at the frame `offset` frames from the playhead.
    public struct Ghost {
        public let offset: Int
        public let layers: [Layer]

        public init(offset: Int, layers: [Layer]) {
            self.offset = offset
            self.layers = layers
        }
    }

    public private(set) var ghosts: [Ghost] = []
    private var holders: [Layer] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// How opaque a ghost `offset` frames away draws.
    public static func opacity(offset: Int) -> Double {
        switch abs(offset) {
        case 1: return 0.34
        case 2: return 0.2
        default: return 0.12
        }
    }

    public func show(_ ghosts: [Ghost]) {
        for h in holders { h.removeFromSuperlayer() }
        holders = []
        self.ghosts = ghosts
        // The furthest first, so the nearest draw on top.
        for ghost in ghosts.sorted(by: { abs($0.offset) > abs($1.offset) }) {
            let holder = Layer()
            holder.name = "onion skin \(ghost.offset > 0 ? "+" : "")\(ghost.offset)"
            holder.opacity = Self.opacity(offset: ghost.offset)
            for l in ghost.layers { holder.addSublayer(l) }
            holders.append(holder)
            layer.addSublayer(holder)
        }
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        for h in holders {
            h.bounds = bounds
            h.position = Point(x: bounds.midX, y: bounds.midY)
        }
    }
}
