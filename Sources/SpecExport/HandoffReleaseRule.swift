/// A release rule as exported code holds it: the numbers the spec gives one drag's release
/// (the keys under one prefix ending in `.threshold`, `.projection-time` and `.flick-speed`),
/// and the decision they make, as Segue's `ReleaseRule` and `Paging` make it. Which rule it is
/// follows from which numbers there are, as the drags read them (`ReleaseParameters`):
///
/// - a threshold and a projection time: `projection`, finish when the position projected
///   `projection-time` seconds ahead at the release's speed reaches the threshold;
/// - a threshold and a flick speed: `halfwayOrFlick`, finish past the threshold, or from
///   anywhere on a flick forward at least that fast;
/// - a threshold alone: `halfway`, finish past it;
/// - a flick speed alone: a pager's (`Paging.targetPage`), turn the page on a flick forward
///   faster than it, else go to the nearest page (turn from half-way on, unless flicked back
///   faster than it).
public struct HandoffReleaseRule: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case projection(threshold: Double, projectionTime: Double)
        case halfwayOrFlick(threshold: Double, flickSpeed: Double)
        case halfway(threshold: Double)
        case paging(flickSpeed: Double)
    }

    /// What the keys share (`side-by-side.release`).
    public let prefix: String
    /// The keys that set it, in catalogue order.
    public let keys: [String]
    public let kind: Kind

    /// The suffixes of the keys a release rule reads.
    public static let suffixes = [".threshold", ".projection-time", ".flick-speed"]

    /// The rule of the numbers under one prefix (nil when there are none).
    public init?(prefix: String, numbers: [HandoffNumber]) {
        func value(_ suffix: String) -> Double? { numbers.first { $0.key == prefix + suffix }?.value }
        let threshold = value(".threshold"), time = value(".projection-time"), flick = value(".flick-speed")
        switch (threshold, time, flick) {
        case (let t?, let p?, _): kind = .projection(threshold: t, projectionTime: p)
        case (nil, let p?, _): kind = .projection(threshold: 0.5, projectionTime: p)
        case (let t?, nil, let f?): kind = .halfwayOrFlick(threshold: t, flickSpeed: f)
        case (let t?, nil, nil): kind = .halfway(threshold: t)
        case (nil, nil, let f?): kind = .paging(flickSpeed: f)
        case (nil, nil, nil): return nil
        }
        self.prefix = prefix
        keys = numbers.map(\.key)
    }

    /// The arguments the decision reads, in order.
    public var arguments: [String] {
        switch kind {
        case .projection: return ["progress", "progressVelocity"]
        case .halfwayOrFlick, .paging: return ["progress", "velocity"]
        case .halfway: return ["progress"]
        }
    }

    /// The decision as an expression over `arguments`, the same in Swift and JavaScript.
    public var expression: String {
        let n = CodeNumber.exact
        switch kind {
        case .projection(let t, let p): return "progress + progressVelocity * \(n(p)) >= \(n(t))"
        case .halfwayOrFlick(let t, let f): return "velocity >= \(n(f)) || progress >= \(n(t))"
        case .halfway(let t): return "progress >= \(n(t))"
        case .paging(let f): return "velocity > \(n(f)) || (velocity >= -\(n(f)) && progress >= 0.5)"
        }
    }

    /// What the arguments are and what the rule does, for a comment.
    public var explanation: String {
        let what: String
        switch kind {
        case .projection: what = "finishes when the position projected ahead at the release's speed reaches the threshold"
        case .halfwayOrFlick: what = "finishes past the threshold, or from anywhere on a flick forward at least the flick speed"
        case .halfway: what = "finishes past the threshold"
        case .paging: what = "turns the page on a flick forward faster than the flick speed, else goes to the nearest page"
        }
        var args = ["progress: the fraction of the way (0 to 1)"]
        if arguments.contains("velocity") { args.append("velocity: points per second forward along the drag") }
        if arguments.contains("progressVelocity") { args.append("progressVelocity: fractions of the way per second") }
        return "Whether a drag let go \(what). " + args.joined(separator: "; ") + "."
    }
}
