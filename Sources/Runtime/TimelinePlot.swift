import Foundation
import Gestures
import Navigation

/// `segue replay --plot OUT.svg`: pointer position, recognizer states, transition progress,
/// velocity and the finish/cancel decisions against time, as four stacked panels.
public struct TimelinePlot {
    public struct Sample {
        public var time: Double
        public var x: Double?
        public var y: Double?
        public var pressed: Bool
        public var progress: Double?
        public var velocity: Double?

        public init(time: Double, x: Double?, y: Double?, pressed: Bool, progress: Double?, velocity: Double?) {
            self.time = time
            self.x = x
            self.y = y
            self.pressed = pressed
            self.progress = progress
            self.velocity = velocity
        }
    }

    public var samples: [Sample] = []
    /// (time, recognizer, state) at every change.
    public var states: [(Double, String, GestureRecognizerState)] = []
    /// (time, decision) at every release decision.
    public var decisions: [(Double, ReleaseDecision)] = []
    public var width = 1000.0
    public var height = 640.0

    public init() {}

    /// Notes the navigation's latest release decision at `time`, once per decision.
    public mutating func note(_ decision: ReleaseDecision?, at time: Double) {
        guard let decision, decision != decisions.last?.1 else { return }
        decisions.append((time, decision))
    }

    public func svg(title: String) -> String {
        let t0 = samples.first?.time ?? 0, t1 = max((samples.last?.time ?? 1), t0 + 0.001)
        let left = 70.0, right = width - 20
        func tx(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * (right - left) }
        var out = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"11\">"]
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>")
        out.append("<text x=\"\(left)\" y=\"18\" font-size=\"14\" font-weight=\"bold\">\(escape(title))</text>")
        // Panels: (title, top, height).
        let panels: [(String, Double, Double)] = [("pointer (pt)", 40, 150), ("recognizers", 210, 90), ("transition progress", 320, 120), ("velocity x (pt/s)", 460, 140)]
        for (name, top, h) in panels {
            out.append("<rect x=\"\(left)\" y=\"\(top)\" width=\"\(right - left)\" height=\"\(h)\" fill=\"#f6f7fb\" stroke=\"#d1d1d6\"/>")
            out.append("<text x=\"8\" y=\"\(top + 14)\" fill=\"#444\">\(escape(name))</text>")
        }
        // Pointer x and y.
        let xs = samples.compactMap(\.x), ys = samples.compactMap(\.y)
        let pmax = max(1, (xs + ys).max() ?? 1)
        out.append(lines(samples.map { s in s.x.map { (tx(s.time), 40 + 150 - $0 / pmax * 150) } }, color: "#0A6CFF"))
        out.append(lines(samples.map { s in s.y.map { (tx(s.time), 40 + 150 - $0 / pmax * 150) } }, color: "#F59E0B"))
        out.append("<text x=\"\(right - 80)\" y=\"54\" fill=\"#0A6CFF\">x</text><text x=\"\(right - 60)\" y=\"54\" fill=\"#F59E0B\">y</text>")
        // Presses as a band under the pointer panel.
        for s in samples where s.pressed { out.append("<rect x=\"\(tx(s.time))\" y=\"186\" width=\"2\" height=\"4\" fill=\"#EF4444\"/>") }
        // Recognizer states as coloured segments, one row per recognizer.
        let names = Array(Set(states.map(\.1))).sorted()
        for (row, name) in names.enumerated() {
            let y = 216 + Double(row) * 16
            out.append("<text x=\"\(left + 4)\" y=\"\(y + 10)\" fill=\"#444\">\(escape(name))</text>")
            let changes = states.filter { $0.1 == name }
            for (k, change) in changes.enumerated() where change.2.isActive {
                let end = k + 1 < changes.count ? changes[k + 1].0 : t1
                let color = change.2 == .began ? "#10B981" : "#34D399"
                out.append("<rect x=\"\(tx(change.0))\" y=\"\(y + 12)\" width=\"\(max(1, tx(end) - tx(change.0)))\" height=\"4\" fill=\"\(color)\"/>")
            }
            for change in changes where change.2 == .ended || change.2 == .cancelled || change.2 == .failed {
                let color = change.2 == .ended ? "#0A6CFF" : "#EF4444"
                out.append("<circle cx=\"\(tx(change.0))\" cy=\"\(y + 14)\" r=\"3\" fill=\"\(color)\"/>")
            }
        }
        // Transition progress.
        out.append(lines(samples.map { s in s.progress.map { (tx(s.time), 320 + 120 - $0 * 120) } }, color: "#7C3AED"))
        // Velocity, around a zero line.
        let vs = samples.compactMap(\.velocity)
        let vmax = max(100, vs.map(abs).max() ?? 100)
        out.append("<line x1=\"\(left)\" x2=\"\(right)\" y1=\"530\" y2=\"530\" stroke=\"#bbb\"/>")
        out.append(lines(samples.map { s in s.velocity.map { (tx(s.time), 530 - $0 / vmax * 68) } }, color: "#EF4444"))
        out.append("<text x=\"8\" y=\"\(476 + 14)\" fill=\"#888\">±\(Int(vmax))</text>")
        // Decisions: a vertical line through every panel, labelled.
        for (t, decision) in decisions {
            let x = tx(t)
            let color = decision.finishes ? "#0A6CFF" : "#EF4444"
            out.append("<line x1=\"\(x)\" x2=\"\(x)\" y1=\"40\" y2=\"600\" stroke=\"\(color)\" stroke-dasharray=\"4 3\"/>")
            out.append("<text x=\"\(x + 4)\" y=\"316\" fill=\"\(color)\">\(escape(decision.text))</text>")
        }
        // Time axis.
        let step = niceStep((t1 - t0) / 8)
        var t = (t0 / step).rounded(.up) * step
        while t <= t1 {
            out.append("<text x=\"\(tx(t) - 10)\" y=\"620\" fill=\"#444\">\(String(format: "%.1f s", t))</text>")
            t += step
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// One polyline per run of samples that have a value (no line across gaps).
    private func lines(_ points: [(Double, Double)?], color: String) -> String {
        var out: [String] = []
        var run: [(Double, Double)] = []
        for p in points {
            if let p { run.append(p) } else if !run.isEmpty {
                out.append(polyline(run, color: color))
                run.removeAll()
            }
        }
        if !run.isEmpty { out.append(polyline(run, color: color)) }
        return out.joined(separator: "\n")
    }

    private func polyline(_ points: [(Double, Double)], color: String) -> String {
        guard !points.isEmpty else { return "" }
        let p = points.map { String(format: "%.1f,%.1f", $0.0, $0.1) }.joined(separator: " ")
        return "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" points=\"\(p)\"/>"
    }

    private func niceStep(_ raw: Double) -> Double {
        guard raw > 0 else { return 1 }
        let p = pow(10, (log10(raw)).rounded(.down))
        for m in [1.0, 2, 5, 10] where raw <= m * p { return m * p }
        return 10 * p
    }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
