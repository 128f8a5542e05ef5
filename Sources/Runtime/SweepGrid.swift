import Motion

/// The points a sweep replays every hand under: one axis, or every pair of two axes (the
/// first axis varying slowest). More than two axes, or more than `replayLimit` replays in all,
/// is refused.
public struct SweepGrid: Equatable, Sendable {
    public let axes: [SweepAxis]

    public static let replayLimit = 10_000

    public init(_ params: [String], hands: Int, catalogue: SpecCatalogue) throws(SweepError) {
        guard !params.isEmpty else { throw SweepError("a sweep needs --param KEY=FROM..TO:STEP (one or two)") }
        guard params.count <= 2 else { throw SweepError("\(params.count) --param given: a sweep takes one or two parameters") }
        var axes: [SweepAxis] = []
        for p in params { axes.append(try SweepAxis(p, catalogue: catalogue)) }
        if axes.count == 2, axes[0].name == axes[1].name { throw SweepError("--param \(axes[0].name) is given twice") }
        let points = axes.reduce(1) { $0 * $1.values.count }
        let replays = points * max(hands, 1)
        guard replays <= Self.replayLimit else {
            throw SweepError("\(max(hands, 1)) hands x \(points) grid points = \(replays) replays: at most \(Self.replayLimit); use a coarser STEP or fewer hands")
        }
        self.axes = axes
    }

    /// Every point: one value per axis, in axis order.
    public var points: [[Double]] {
        guard axes.count == 2 else { return axes[0].values.map { [$0] } }
        return axes[0].values.flatMap { a in axes[1].values.map { b in [a, b] } }
    }

    /// A point's `--set` assignments, as text (`key=value`).
    public func settings(_ point: [Double]) -> [String] {
        zip(axes, point).map { "\($0.name)=\(SpecParameter.text($1))" }
    }
}
