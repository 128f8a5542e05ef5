import Geometry

/// A pan that starts only within 20 pt of the chosen window edges (UIKit's
/// UIScreenEdgePanGestureRecognizer), as the interactive pop does.
@MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let left = Edges(rawValue: 1)
        public static let right = Edges(rawValue: 2)
        public static let top = Edges(rawValue: 4)
        public static let bottom = Edges(rawValue: 8)
        public static let all: Edges = [.left, .right, .top, .bottom]
    }

    public var edges: Edges
    public static let stripWidth = 20.0

    public init(edges: Edges = .left, name: String? = nil) {
        self.edges = edges
        super.init(name: name)
    }

    public func isInStrip(_ p: Point) -> Bool {
        let w = ScreenEdgePanGestureRecognizer.stripWidth
        return (edges.contains(.left) && p.x < w) || (edges.contains(.right) && p.x >= windowSize.width - w)
            || (edges.contains(.top) && p.y < w) || (edges.contains(.bottom) && p.y >= windowSize.height - w)
    }

    public override func pointerBegan(_ event: PointerEvent) {
        if numberOfTouches == 0 && !isInStrip(event.location) {
            failAtPress(event)
            return
        }
        super.pointerBegan(event)
    }
}
