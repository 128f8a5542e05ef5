import Foundation
/// A figure's target, as docs/MEASURING.md's table states it (`segue bench --check` holds the
/// figures to them; `segue bench --list` prints them; a test holds the table to this list).
public struct BenchTarget: Sendable, Equatable {
    public enum Bound: String, Sendable {
        case atMost = "<="
        case below = "<"
        case atLeast = ">="
    }

    /// The figure's name; `NAME` stands for every frame subject (`gallery`, `default_push`, ...).
    public let figure: String
    public let bound: Bound
    public let limit: Double
    /// The first figure of the table's row that states the target.
    public let row: String

    public init(_ figure: String, _ bound: Bound, _ limit: Double, row: String? = nil) {
        self.figure = figure
        self.bound = bound
        self.limit = limit
        self.row = row ?? figure
    }

    /// The bound as the table writes it: `<= 3`, `< 16.6`, `>= 200`.
    public var text: String {
        let number = limit == limit.rounded() ? String(Int(limit)) : String(limit)
        return "\(bound.rawValue) \(number)"
    }

    /// Whether `value` meets the target (a figure that could not be measured, NaN, does not).
    public func isMet(by value: Double) -> Bool {
        switch bound {
        case .atMost: value <= limit
        case .below: value < limit
        case .atLeast: value >= limit
        }
    }

    /// Whether the target applies to the figure `name`.
    public func applies(to name: String) -> Bool {
        guard figure.contains("NAME") else { return figure == name }
        return FrameBench.Subject.allCases.contains { figure.replacingOccurrences(of: "NAME", with: $0.name) == name }
    }

    /// Every target, in the table's order.
    public static let all: [BenchTarget] = [
        BenchTarget("frame.NAME_vs_copy", .atMost, 3),
        BenchTarget("frame.NAME_vs_copy_4k", .atMost, 3),
        BenchTarget("frame.default_push_4k_ms", .below, 16.6, row: "frame.NAME_vs_copy_4k"),
        BenchTarget("frame.steady_allocs", .atMost, 0),
        BenchTarget("compositor.layer_ns", .atMost, 400),
        BenchTarget("grid.photos_4k_ms_min", .below, 16.6),
        BenchTarget("grid.photos_4k_ms_median", .below, 16.6, row: "grid.photos_4k_ms_min"),
        BenchTarget("grid.photos_4k_ms_max", .below, 16.6, row: "grid.photos_4k_ms_min"),
        BenchTarget("grid.10000_vs_100", .atMost, 1.2),
        BenchTarget("grid.10000_vs_100_4k", .atMost, 1.2, row: "grid.10000_vs_100"),
        BenchTarget("motion.tick_ns_per_property", .atMost, 100),
        BenchTarget("motion.tick_allocs", .atMost, 0),
        BenchTarget("replay.realtime_x_norender", .atLeast, 200),
        BenchTarget("replay.realtime_x_render", .atLeast, 5),
        BenchTarget("record.overhead_pct", .atMost, 2),
        BenchTarget("velocity.error_pct", .atMost, 3),
        BenchTarget("feel.grab_jump_pt_max", .atMost, 0.5),
        BenchTarget("feel.slip_pt_median", .atMost, 1),
        BenchTarget("feel.slip_pt_p95_max", .atMost, 1, row: "feel.slip_pt_median"),
        BenchTarget("feel.release_velocity_jump_pct_max", .atMost, 10),
        BenchTarget("feel.carry_on_velocity_jump_pct_max", .atMost, 10),
        BenchTarget("feel.reversal_velocity_jump_pct_max", .atMost, 10),
    ] + SoakBench.figures.map { BenchTarget($0.name, .atMost, 2, row: "soak.rss_growth_pct.SCENE") }

    /// The target of the figure `name`, if it has one.
    public static func target(of name: String, in targets: [BenchTarget] = all) -> BenchTarget? {
        targets.last { $0.applies(to: name) }
    }

    /// A target given as `FIGURE<=LIMIT` (`<`, `>=`), for trying `--check` (hidden `--target`).
    public init?(parsing text: String) {
        for bound in [Bound.atMost, .atLeast, .below] {
            guard let r = text.range(of: bound.rawValue) else { continue }
            guard let limit = Double(text[r.upperBound...]), limit.isFinite, !text[..<r.lowerBound].isEmpty else { return nil }
            self.init(String(text[..<r.lowerBound]), bound, limit)
            return
        }
        return nil
    }
}
