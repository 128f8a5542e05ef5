import Geometry

/// A scroll: deltas in points (positive y scrolls content up, as a trackpad moves it), at the
/// pointer's location. `isPrecise` marks trackpad deltas as opposed to mouse-wheel notches.
public struct WheelEvent: Hashable, Sendable {
    public var delta: Point
    public var location: Point
    public var isPrecise: Bool
    public var timestamp: Double

    public init(delta: Point, location: Point, isPrecise: Bool, timestamp: Double) {
        self.delta = delta
        self.location = location
        self.isPrecise = isPrecise
        self.timestamp = timestamp
    }
}
