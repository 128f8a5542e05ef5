import Feel
import Foundation
import Sessions

/// How one hand came out under one grid point of a sweep: the outcome of its last release
/// decision (and of each drag's), its end state, and the feel figures of its last drag. It
/// is what a sweep worker sends back and what `segue sweep --json` prints, one compact line each.
public struct SweepOutcome: Codable, Equatable, Sendable {
    public var hand: String
    /// The grid point: each swept parameter's value.
    public var params: [String: Double]
    /// Each swept parameter's value in the hand's recording (its header's spec).
    public var recorded: [String: Double]
    /// "finish" or "cancel": the last release decision (nil: the hand let nothing go).
    public var outcome: String?
    /// Every drag's decision in order ("none" for a drag that never decided).
    public var outcomes: [String]
    public var stack: [String]
    public var completed: Int
    public var cancelled: Int
    /// The last decided drag's slip p95 (window points) and velocity jump at its release (%).
    public var slipP95Pt: Double?
    public var velocityJumpPct: Double?
    /// The outcome its author meant (`segue label`), if labelled.
    public var label: String?
    /// Why the replay failed (then the other figures are empty).
    public var error: String?
    /// The inputs that came in another state than recorded (`InputDelivery.isDeparture`).
    public var departures: [InputDelivery] = []

    public init(hand: String, params: [String: Double], recorded: [String: Double] = [:], outcome: String? = nil, outcomes: [String] = [],
        stack: [String] = [], completed: Int = 0, cancelled: Int = 0, slipP95Pt: Double? = nil, velocityJumpPct: Double? = nil,
        label: String? = nil, error: String? = nil) {
        self.hand = hand
        self.params = params
        self.recorded = recorded
        self.outcome = outcome
        self.outcomes = outcomes
        self.stack = stack
        self.completed = completed
        self.cancelled = cancelled
        self.slipP95Pt = slipP95Pt
        self.velocityJumpPct = velocityJumpPct
        self.label = label
        self.error = error
    }

    /// From a replay's end state and feel.
    public init(hand: String, params: [String: Double], recorded: [String: Double], summary: SessionSummary, feel: [FeelSegment],
        departures: [InputDelivery] = []) {
        let drags = feel.filter { $0.kind == "drag" }
        let lastDecided = drags.last { $0.decision != nil }
        self.init(hand: hand, params: params, recorded: recorded, outcome: lastDecided?.decision?.outcome,
            outcomes: drags.map { $0.decision?.outcome ?? "none" }, stack: summary.stack,
            completed: summary.completedTransitions, cancelled: summary.cancelledTransitions,
            slipP95Pt: lastDecided?.slipPt?.p95, velocityJumpPct: lastDecided?.velocity?.jumpPct)
        self.departures = departures
    }

    enum CodingKeys: String, CodingKey {
        case hand, params, recorded, outcome, outcomes, stack, completed, cancelled, label, error, departures
        case slipP95Pt = "slip_p95_pt"
        case velocityJumpPct = "velocity_jump_pct"
    }

    /// Every key written, a figure that does not apply as null.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(hand, forKey: .hand)
        try c.encode(params, forKey: .params)
        try c.encode(recorded, forKey: .recorded)
        try c.encode(outcome, forKey: .outcome)
        try c.encode(outcomes, forKey: .outcomes)
        try c.encode(stack, forKey: .stack)
        try c.encode(completed, forKey: .completed)
        try c.encode(cancelled, forKey: .cancelled)
        try c.encode(slipP95Pt, forKey: .slipP95Pt)
        try c.encode(velocityJumpPct, forKey: .velocityJumpPct)
        try c.encode(label, forKey: .label)
        try c.encode(error, forKey: .error)
        try c.encode(departures, forKey: .departures)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(hand: try c.decode(String.self, forKey: .hand), params: try c.decode([String: Double].self, forKey: .params),
            recorded: try c.decode([String: Double].self, forKey: .recorded), outcome: try c.decodeIfPresent(String.self, forKey: .outcome),
            outcomes: try c.decode([String].self, forKey: .outcomes), stack: try c.decode([String].self, forKey: .stack),
            completed: try c.decode(Int.self, forKey: .completed), cancelled: try c.decode(Int.self, forKey: .cancelled),
            slipP95Pt: try c.decodeIfPresent(Double.self, forKey: .slipP95Pt), velocityJumpPct: try c.decodeIfPresent(Double.self, forKey: .velocityJumpPct),
            label: try c.decodeIfPresent(String.self, forKey: .label), error: try c.decodeIfPresent(String.self, forKey: .error))
        departures = try c.decodeIfPresent([InputDelivery].self, forKey: .departures) ?? []
    }

    /// One compact JSON line, keys sorted.
    public var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
