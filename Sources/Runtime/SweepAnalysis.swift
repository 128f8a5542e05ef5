import Motion

/// What a sweep found, from every hand's outcome at every grid point: the share of hands
/// that finish at each point, the hands on a knife's edge (whose outcome flips within one
/// step of their recorded value), and, for labelled hands, how many end as meant at each
/// point and the point where most do. Pure: the outcomes in, the figures out.
public struct SweepAnalysis: Sendable {
    public let grid: SweepGrid
    public let points: [[Double]]
    /// The hands in the order given.
    public let hands: [String]
    /// outcome[hand][point]: "finish", "cancel" or nil (no decision, or the replay failed).
    public let outcome: [String: [String?]]
    public let recorded: [String: [String: Double]]
    public let labels: [String: String]

    public init(grid: SweepGrid, hands: [String], outcomes: [SweepOutcome], labels: [String: String]) {
        self.grid = grid
        points = grid.points
        self.hands = hands
        self.labels = labels
        var table: [String: [String?]] = [:]
        var recorded: [String: [String: Double]] = [:]
        for hand in hands { table[hand] = Array(repeating: nil, count: points.count) }
        let index = Dictionary(points.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for o in outcomes {
            let point = grid.axes.map { o.params[$0.name] ?? .nan }
            guard let i = index[point], table[o.hand] != nil else { continue }
            table[o.hand]![i] = o.outcome
            if !o.recorded.isEmpty { recorded[o.hand] = o.recorded }
        }
        outcome = table
        self.recorded = recorded
    }

    /// Of the hands that decided at point `i`, how many finish.
    public func finishes(at i: Int) -> (finish: Int, decided: Int) {
        var f = 0, d = 0
        for hand in hands {
            guard let o = outcome[hand]?[i] else { continue }
            d += 1
            if o == "finish" { f += 1 }
        }
        return (f, d)
    }

    /// The grid points within one step of the hand's recorded values on every axis.
    public func pointsNearRecorded(_ hand: String) -> [Int] {
        guard let rec = recorded[hand] else { return [] }
        return points.indices.filter { i in
            zip(grid.axes, points[i]).allSatisfy { axis, v in
                guard let r = rec[axis.name] else { return false }
                return abs(v - r) <= axis.step * (1 + 1e-9)
            }
        }
    }

    /// Whether the hand's outcome flips within one step of its recorded values.
    public func isOnKnifeEdge(_ hand: String) -> Bool {
        let near = Set(pointsNearRecorded(hand).compactMap { outcome[hand]?[$0] })
        return near.count > 1
    }

    public var knifeEdgeHands: [String] { hands.filter(isOnKnifeEdge) }

    /// The labelled hands.
    public var labelledHands: [String] { hands.filter { labels[$0] != nil } }

    /// How many labelled hands end as meant at point `i`.
    public func agreement(at i: Int) -> Int {
        labelledHands.filter { outcome[$0]?[i] == labels[$0] }.count
    }

    /// The points where the most labelled hands end as meant, and how many (nil: no labels).
    public var bestAgreement: (points: [Int], agree: Int)? {
        guard !labelledHands.isEmpty, !points.isEmpty else { return nil }
        let counts = points.indices.map(agreement(at:))
        let top = counts.max() ?? 0
        return (points.indices.filter { counts[$0] == top }, top)
    }

    /// A point as `key=value, key=value`.
    public func describe(_ i: Int) -> String {
        zip(grid.axes, points[i]).map { "\($0.name)=\(SpecParameter.text($1))" }.joined(separator: ", ")
    }
}
