/// How far content follows a drag past its edge (UIKit's rubber band): dragged `x` points
/// past the edge, it shows f(x) = (1 − 1 / (x c / d + 1)) d past it, where d is the view's
/// length along the drag and c the coefficient (0.55). It starts at c times the drag and
/// never reaches d, however far the pointer goes.
public struct RubberBand: Hashable, Sendable {
    /// UIKit's coefficient.
    public static let defaultCoefficient = 0.55

    public let coefficient: Double
    public let dimension: Double

    /// A non-positive or non-finite coefficient or dimension gives a band that does not
    /// stretch (content stays at its edge).
    public init(coefficient: Double = RubberBand.defaultCoefficient, dimension: Double) {
        self.coefficient = coefficient.isFinite && coefficient > 0 ? coefficient : 0
        self.dimension = dimension.isFinite && dimension > 0 ? dimension : 0
    }

    private var stretches: Bool { coefficient > 0 && dimension > 0 }

    /// How far past the edge content shows when dragged `distance` past it (the sign kept).
    public func offset(forDistance distance: Double) -> Double {
        guard stretches, distance.isFinite else { return 0 }
        let x = abs(distance)
        let f = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return distance < 0 ? -f : f
    }

    /// The drag past the edge that shows content `offset` past it: the inverse of
    /// `offset(forDistance:)`, so a drag caught past an edge carries on from there.
    public func distance(forOffset offset: Double) -> Double {
        guard stretches, offset.isFinite else { return 0 }
        // Never reached: keep just inside d.
        let f = min(abs(offset), dimension * (1 - 1e-9))
        let x = f / (coefficient * (1 - f / dimension))
        return offset < 0 ? -x : x
    }

    /// How fast content moves for each point the drag moves, `distance` past the edge
    /// (f′(x) = c / (x c / d + 1)²): the content's speed is the pointer's times this.
    public func slope(atDistance distance: Double) -> Double {
        guard stretches, distance.isFinite else { return 0 }
        let q = abs(distance) * coefficient / dimension + 1
        return coefficient / (q * q)
    }

    /// A position dragged to `position`, as it shows within `limits`: itself inside them,
    /// banded past them.
    public func banded(_ position: Double, within limits: ClosedRange<Double>) -> Double {
        if position < limits.lowerBound { return limits.lowerBound + offset(forDistance: position - limits.lowerBound) }
        if position > limits.upperBound { return limits.upperBound + offset(forDistance: position - limits.upperBound) }
        return position
    }

    /// The drag position that shows as `shown` within `limits` (the inverse of `banded`).
    public func unbanded(_ shown: Double, within limits: ClosedRange<Double>) -> Double {
        if shown < limits.lowerBound { return limits.lowerBound + distance(forOffset: shown - limits.lowerBound) }
        if shown > limits.upperBound { return limits.upperBound + distance(forOffset: shown - limits.upperBound) }
        return shown
    }

    /// How fast a position dragged to `position` shows moving per point of drag.
    public func slope(at position: Double, within limits: ClosedRange<Double>) -> Double {
        if position < limits.lowerBound { return slope(atDistance: position - limits.lowerBound) }
        if position > limits.upperBound { return slope(atDistance: position - limits.upperBound) }
        return 1
    }
}
