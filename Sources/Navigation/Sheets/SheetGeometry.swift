import Motion

/// Where a sheet's top edge is at each detent in a container of a given height, how much
/// it dims what is behind it there, how it is rubber-banded past its largest detent, and
/// where a release comes to rest. Pure: numbers in, numbers out; tops are container points
/// from its top (the container's height is the sheet off screen).
public struct SheetGeometry: Sendable, Hashable {
    public let containerHeight: Double
    /// The detents it may rest at, smallest first (never empty).
    public let detents: [SheetDetent]
    /// The share of the container a medium sheet covers.
    public let mediumFraction: Double
    /// The gap above a large sheet (points).
    public let largeTopGap: Double

    public init(containerHeight: Double, detents: [SheetDetent], mediumFraction: Double = 0.5, largeTopGap: Double = 40) {
        self.containerHeight = containerHeight.isFinite ? max(1, containerHeight) : 1
        let sorted = Array(Set(detents)).sorted()
        self.detents = sorted.isEmpty ? [.large] : sorted
        self.mediumFraction = min(0.95, max(0.05, mediumFraction.isFinite ? mediumFraction : 0.5))
        self.largeTopGap = largeTopGap.isFinite ? max(0, largeTopGap) : 0
    }

    /// The sheet's top at `detent`, in whole points; a large sheet never lower than a medium one.
    public func top(of detent: SheetDetent) -> Double {
        let h = containerHeight
        let medium = (h * (1 - mediumFraction)).rounded()
        switch detent {
        case .medium: return medium
        case .large: return min(largeTopGap, medium).rounded()
        }
    }

    /// The top of the sheet off screen: the container's bottom.
    public var offscreenTop: Double { containerHeight }
    /// The top at the smallest detent (the lowest resting top).
    public var smallestTop: Double { top(of: detents[0]) }
    /// The top at the largest detent (the highest resting top).
    public var largestTop: Double { top(of: detents[detents.count - 1]) }

    /// The line a release's projected top must pass to dismiss: half way from the smallest
    /// detent to the bottom.
    public var dismissLine: Double { smallestTop + (offscreenTop - smallestTop) / 2 }

    /// How much of its full dimming a sheet with its top at `top` gives: 0 off screen, 1 at
    /// the largest detent, in proportion between (and held at 1 above it).
    public func dimming(atTop top: Double) -> Double {
        let span = offscreenTop - largestTop
        guard span > 0, top.isFinite else { return 0 }
        return min(1, max(0, (offscreenTop - top) / span))
    }

    /// How far a sheet with its top at `top` has risen from the medium height to the largest
    /// detent: 0 at medium and below, 1 at the largest detent and above (what recedes the page
    /// behind it).
    public func recession(atTop top: Double) -> Double {
        let medium = self.top(of: .medium), span = medium - largestTop
        guard span > 0, top.isFinite else { return 0 }
        return min(1, max(0, (medium - top) / span))
    }

    /// The limits a drag moves the top within one for one; past the largest detent it is
    /// rubber-banded over the container's height.
    public var dragLimits: ClosedRange<Double> { largestTop...offscreenTop }

    /// The band above the largest detent.
    public func band(coefficient: Double) -> RubberBand { RubberBand(coefficient: coefficient, dimension: containerHeight) }

    /// Where a sheet let go with its top at `top` moving at `velocity` (points per second,
    /// down positive) comes to rest: the top is projected as a scroll view's flick would coast
    /// at `decelerationRate` (UIKit's projection, `Deceleration.restOffset`), past the dismiss
    /// line it is dismissed, else it rests at the detent nearest the projection.
    public func rest(forTop top: Double, velocity: Double, decelerationRate: Double) -> SheetRest {
        let projected = Deceleration(offset: top, velocity: velocity, rate: decelerationRate).restOffset
        if projected > dismissLine { return .dismissed }
        let nearest = detents.min { abs(self.top(of: $0) - projected) < abs(self.top(of: $1) - projected) }
        return .detent(nearest ?? detents[0])
    }

    /// Seconds of travel at the release velocity that `rest` projects by: what a flick at
    /// 1 pt/s coasts at `decelerationRate` (about 0.5 s at UIKit's 0.998), so a release rule
    /// on a transition's progress projects as `rest` does.
    public static func projectionTime(decelerationRate: Double) -> Double {
        Deceleration(offset: 0, velocity: 1, rate: decelerationRate).restOffset
    }
}
