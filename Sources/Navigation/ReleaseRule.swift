/// How the release of an interactive transition decides between finishing and cancelling.
/// A drag is configured with one; `decide` returns the decision as data (`ReleaseDecision`).
///
/// - `projection`: the default swipe's rule. Project where the pointer would come to rest
///   from its release velocity and finish when that passes half-way: a flick finishes from
///   short of the middle; a drag past it that is pulled back cancels.
/// - `halfway`: finish from half-way on, whatever the speed (Logo Reveal, Modal zoom).
/// - `direction`: finish when the pointer is moving forward at release, cancel otherwise
///   (Contacts zoom).
/// - `halfwayOrFlick`: finish from half-way on, or from anywhere on a flick forward of at
///   least `flickSpeed` (Side by side).
///
/// Its numbers are the defaults below; a drag reads them from the spec in effect
/// (`ReleaseParameters`).
public struct ReleaseRule: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case projection
        case halfway
        case direction
        case halfwayOrFlick
    }

    public var kind: Kind
    /// Fraction of the way the (projected) position must reach.
    public var threshold = ReleaseRule.threshold
    /// Points per second forward that finish a release from anywhere (`halfwayOrFlick`).
    public var flickSpeed = ReleaseRule.flickSpeed
    /// Seconds of travel at release velocity added to the position (`projection`).
    public var projectionTime = ReleaseRule.projectionTime

    public init(_ kind: Kind) { self.kind = kind }

    public static let projection = ReleaseRule(.projection)
    public static let halfway = ReleaseRule(.halfway)
    public static let direction = ReleaseRule(.direction)
    public static let halfwayOrFlick = ReleaseRule(.halfwayOrFlick)

    /// Seconds of travel at release velocity added to the position (a deceleration of
    /// about 5 widths per second squared for a 1,000 pt/s flick).
    public static let projectionTime = 0.2
    /// Fraction of the way the (projected) position must reach.
    public static let threshold = 0.5
    /// Points per second forward that finish a release from anywhere.
    public static let flickSpeed = 1000.0

    /// The rule's name, as telemetry shows it.
    public var name: String { kind.rawValue }

    /// Decides a release at `progress` (0...1), the pointer moving at `velocity` (points per
    /// second along the drag) and the transition at `progressVelocity` (progress per second).
    /// Non-finite inputs are read as 0.
    public func decide(progress: Double, velocity: Double, progressVelocity: Double) -> ReleaseDecision {
        let p = progress.isFinite ? progress : 0, v = velocity.isFinite ? velocity : 0
        func decision(_ basis: ReleaseDecision.Basis, projected: Double? = nil, threshold: Double, finish: Bool) -> ReleaseDecision {
            ReleaseDecision(rule: self, basis: basis, position: p, velocity: v, projected: projected, threshold: threshold, outcome: finish ? .finish : .cancel)
        }
        switch kind {
        case .projection:
            let projected = p + (progressVelocity.isFinite ? progressVelocity : 0) * projectionTime
            return decision(.projectedPosition, projected: projected, threshold: threshold, finish: projected >= threshold)
        case .direction:
            return decision(.velocity, threshold: 0, finish: v > 0)
        case .halfwayOrFlick where v >= flickSpeed:
            return decision(.velocity, threshold: flickSpeed, finish: true)
        case .halfway, .halfwayOrFlick:
            return decision(.position, threshold: threshold, finish: p >= threshold)
        }
    }
}
