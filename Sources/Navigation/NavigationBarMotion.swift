import Geometry

/// How the bar moves between the contents of two pages, as UIKit's does: `lower` is the
/// page underneath (its title centred while it is on top), `upper` the page pushed on it;
/// `depth` runs 0 (lower on top) to 1 (upper on top), so a push runs it 0 -> 1 and a pop
/// 1 -> 0. The lower title slides toward the upper Back label's place, shrinking to its
/// size and fading out, and hands over to that Back label, which travels on along the same
/// path fading in; the lower Back label fades out, moved along with the lower title (so the
/// title never runs over it, however narrow the bar); the upper title comes in from the
/// right, fading in, never over the lower title while both show. Without slides (reduce
/// motion) nothing moves and the lower labels are gone before the upper ones fade in.
public struct NavigationBarMotion: Equatable, Sendable {
    /// The resting frames, in the bar's coordinates.
    public var lowerTitle: Rect
    public var upperTitle: Rect
    /// Where the upper Back button's text (after its chevron) begins.
    public var upperBackTextX: Double
    public var barWidth: Double
    public var slides: Bool

    /// The title's size at the Back label's place (the Back label's font over the title's).
    public static let backScale = 17.0 / 19.0
    /// Where the lower title, gone, hands over to the upper Back label on their shared path
    /// (the two strings never show one over the other).
    static let handOver = 0.4
    /// Room kept between the two titles where both show.
    public static let gap = 8.0

    public init(lowerTitle: Rect, upperTitle: Rect, upperBackTextX: Double, barWidth: Double, slides: Bool) {
        self.lowerTitle = lowerTitle
        self.upperTitle = upperTitle
        self.upperBackTextX = upperBackTextX
        self.barWidth = barWidth
        self.slides = slides
    }

    /// `value`'s share of the way from `start` to `end`, within 0...1.
    static func ramp(_ value: Double, from start: Double, to end: Double) -> Double {
        min(1, max(0, (value - start) / (end - start)))
    }

    /// Where the lower title's text begins at `depth` (at the upper Back text at 1).
    func lowerTitleTextX(at depth: Double) -> Double {
        lowerTitle.minX + (upperBackTextX - lowerTitle.minX) * depth
    }

    public func lowerTitle(at depth: Double) -> BarLabelPlacement {
        let s = min(1, max(0, depth))
        guard slides else { return BarLabelPlacement(dx: 0, scale: 1, alpha: 1 - Self.ramp(s, from: 0, to: 0.5)) }
        let scale = 1 + (Self.backScale - 1) * s
        // Its left edge (scaled about its centre) on the path to the Back text.
        let dx = lowerTitleTextX(at: s) + lowerTitle.width * scale / 2 - lowerTitle.midX
        return BarLabelPlacement(dx: dx, scale: scale, alpha: 1 - Self.ramp(s, from: 0, to: Self.handOver))
    }

    public func lowerBack(at depth: Double) -> BarLabelPlacement {
        let s = min(1, max(0, depth))
        guard slides else { return BarLabelPlacement(dx: 0, scale: 1, alpha: 1 - Self.ramp(s, from: 0, to: 0.5)) }
        // Moved along with the lower title's text, so the title never runs over it.
        return BarLabelPlacement(dx: lowerTitleTextX(at: s) - lowerTitle.minX, scale: 1, alpha: 1 - Self.ramp(s, from: 0, to: Self.handOver))
    }

    public func upperBack(at depth: Double) -> BarLabelPlacement {
        let s = min(1, max(0, depth))
        guard slides else { return BarLabelPlacement(dx: 0, scale: 1, alpha: Self.ramp(s, from: 0.5, to: 1)) }
        return BarLabelPlacement(dx: lowerTitleTextX(at: s) - upperBackTextX, scale: 1, alpha: Self.ramp(s, from: Self.handOver, to: 1))
    }

    public func upperTitle(at depth: Double) -> BarLabelPlacement {
        let s = min(1, max(0, depth))
        guard slides else { return BarLabelPlacement(dx: 0, scale: 1, alpha: Self.ramp(s, from: 0.5, to: 1)) }
        // From the right: half the bar, and at least clear of the lower title where it rests.
        let entry = max(barWidth / 2, lowerTitle.maxX + Self.gap - upperTitle.minX)
        return BarLabelPlacement(dx: entry * (1 - s), scale: 1, alpha: Self.ramp(s, from: 0.25, to: 1))
    }
}
