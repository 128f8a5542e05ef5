import Feel
import Foundation
import Sessions

/// The figures of two runs side by side, as the comparison shows them: the end state (scene,
/// stack, presented page, transitions completed and cancelled, duration, frames), then for
/// each drag (and reversal), paired in order, its operation, grab jump, slip (p95), release,
/// velocity jump, and the decision's outcome. A row differs when its two cells read
/// differently as shown (to the figures' shown precision).
public struct ComparisonTable: Sendable {
    public struct Row: Sendable, Equatable {
        public var section: String
        public var name: String
        public var a: String
        public var b: String
        public var differs: Bool { a != b }
    }

    public let rows: [Row]

    public init(_ a: ComparedRun, _ b: ComparedRun) {
        var rows: [Row] = []
        func add(_ section: String, _ name: String, _ f: (ComparedRun) -> String) {
            rows.append(Row(section: section, name: name, a: f(a), b: f(b)))
        }
        let end = "end state"
        add(end, "scene") { $0.summary.scene }
        add(end, "stack") { $0.summary.stack.joined(separator: " › ") }
        add(end, "presented") { $0.summary.presented ?? "none" }
        add(end, "transitions completed") { "\($0.summary.completedTransitions)" }
        add(end, "transitions cancelled") { "\($0.summary.cancelledTransitions)" }
        add(end, "session duration") { String(format: "%.3f s", $0.trace.duration) }
        add(end, "frames") { "\($0.summary.frames)" }
        // Each transition as the frames show it: when it began and how long it ran.
        let spans = (a.trace.transitionSpans, b.trace.transitionSpans)
        for i in 0..<max(spans.0.count, spans.1.count) {
            add("transition \(i + 1)", "ran") { run in
                let s = run.trace.transitionSpans
                return i < s.count ? String(format: "%.2f s from %.2f s", s[i].length, s[i].start) : "(no such transition)"
            }
        }
        for i in 0..<max(a.feel.count, b.feel.count) {
            let section = "drag \(i + 1)"
            func drag(_ name: String, _ f: (FeelSegment) -> String) {
                add(section, name) { run in i < run.feel.count ? f(run.feel[i]) : "(no such drag)" }
            }
            drag("operation") { "\($0.operation), " + ($0.kind == "reversal" ? "reversed by Back" : $0.grabbed ? "grabbed in flight" : "begun by the drag") }
            drag("grab jump") { $0.grabJumpPt.map { String(format: "%.2f pt", $0) } ?? "n/a" }
            drag("slip p95") { $0.slipPt.map { String(format: "%.2f pt", $0.p95) } ?? "n/a" }
            drag("released at") { s in
                s.decision.map { String(format: "%.2f, %.0f pt/s", $0.position, $0.velocity) } ?? "not released"
            }
            drag("velocity jump") { s in s.velocity.flatMap { v in v.jumpPct.map { String(format: "%.1f %% at %@", $0, v.event) } } ?? "n/a" }
            drag("decision") { s in s.decision.map { "\($0.outcome) (by \($0.basis))" } ?? "none" }
        }
        self.rows = rows
    }

    public var differences: [Row] { rows.filter(\.differs) }

    /// One line: how many rows differ and which, "section name: A vs B" each.
    public func summaryLine(labelA: String, labelB: String) -> String {
        let d = differences
        let head = "A \(labelA) vs B \(labelB): "
        guard !d.isEmpty else { return head + "no differences (end state, transitions, duration and every drag's feel figures agree)" }
        let items = d.map { r in (r.section == "end state" ? "" : r.section + " ") + "\(r.name) \(r.a) vs \(r.b)" }
        return head + "\(d.count) \(d.count == 1 ? "difference" : "differences"): " + items.joined(separator: "; ")
    }
}
