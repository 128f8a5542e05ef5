import Foundation

/// The short human summary `segue sweep` prints without `--json`: each grid point's
/// finishes (and, with labels, how many end as meant), the knife's-edge hands, the point
/// that agrees with the most labels, and the failed replays.
public enum SweepSummaryText {
    public static func lines(_ a: SweepAnalysis, failures: [SweepOutcome]) -> [String] {
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
        for f in failures { out.append("failed: \(SweepHands.name(f.hand)) at \(f.params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")): \(f.error ?? "")") }
        return out
    }
}
