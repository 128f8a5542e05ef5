import Geometry

/// A view that two pages of a transition both hold under the same `transitionID`: where it
/// is on the page leaving and where it will be on the page arriving, in the transition's
/// container, with its corner radius at each end. While the transition runs, a snapshot of
/// it flies between the two (`SharedElementFlight`); an animator can read these frames to
/// grow a page out of the element (`TransitionContext.sharedElements`).
public struct SharedElement: Sendable, Equatable {
    public let id: String
    /// Its frame on the page the transition leaves, as shown when the transition began.
    public let sourceFrame: Rect
    /// Its frame on the page the transition arrives at, once that page fills its final frame.
    public let destinationFrame: Rect
    public let sourceCornerRadius: Double
    public let destinationCornerRadius: Double

    public init(id: String, sourceFrame: Rect, destinationFrame: Rect, sourceCornerRadius: Double, destinationCornerRadius: Double) {
        self.id = id
        self.sourceFrame = sourceFrame
        self.destinationFrame = destinationFrame
        self.sourceCornerRadius = sourceCornerRadius
        self.destinationCornerRadius = destinationCornerRadius
    }

    /// The frame at `progress` (0 at the source, 1 at the destination), each edge moving
    /// straight between its ends.
    public func frame(at progress: Double) -> Rect {
        let a = sourceFrame, b = destinationFrame, t = progress
        return Rect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
            width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    public func cornerRadius(at progress: Double) -> Double {
        sourceCornerRadius + (destinationCornerRadius - sourceCornerRadius) * progress
    }
}
