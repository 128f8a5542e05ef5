import Foundation

/// The short human summary `segue sweep` prints without `--json`: each grid point's
/// finishes (and, with labels, how many end as meant), the knife's-edge hands, the point
/// that agrees with the most labels, the replays where an input came in another state than
/// recorded (`departed`, the first few named), and the failed replays.
public enum SweepSummaryText {
    public static func lines(_ a: SweepAnalysis, failures: [SweepOutcome], departed: [SweepOutcome] = []) -> [String] {
        let labelled = a.labelledHands.count
        var out = ["\(a.hands.count) hands x \(a.points.count) grid points (\(labelled) labelled)"]
        for i in a.points.indices {
            let (f, d) = a.finishes(at: i)
            var line = "  \(a.describe(i)): \(f) finish, \(d - f) cancel"
            if d < a.hands.count { line += ", \(a.hands.count - d) undecided" }
            if labelled > 0 { line += "; \(a.agreement(at: i))/\(labelled) as meant" }
            out.append(line)
        }
        let edge = a.knifeEdgeHands.map(SweepHands.name)
        out.append("knife's edge (\(edge.count)): " + (edge.isEmpty ? "none" : edge.joined(separator: ", ")))
        if let best = a.bestAgreement {
            let where_ = best.points.map(a.describe).joined(separator: "; ")
            out.append("most as meant: \(where_) (\(best.agree) of \(labelled) labelled)")
        }
        if !departed.isEmpty {
            let named = departed.prefix(3).map { o in
                "\(SweepHands.name(o.hand)) at \(describe(o.params)): " + o.departures.map(\.text).joined(separator: "; ")
            }
            out.append("inputs in another state than recorded in \(departed.count) replay\(departed.count == 1 ? "" : "s"): " + named.joined(separator: "; ") + (departed.count > 3 ? "; ..." : ""))
        }
        for f in failures { out.append("failed: \(SweepHands.name(f.hand)) at \(describe(f.params)): \(f.error ?? "")") }
        return out
    }

    private static func describe(_ params: [String: Double]) -> String {
        params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
