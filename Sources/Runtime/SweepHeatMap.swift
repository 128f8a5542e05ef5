import Foundation
import Motion
import Plots

/// `segue sweep -o OUT.svg`: the outcomes as a heat map. One parameter: a row per hand, a
/// cell per value, green where it finishes and red where it cancels, the hand's recorded
/// value outlined, its label (the outcome meant) at the row's end. Two parameters: a cell per
/// pair of values, shaded by the share of hands that finish, the recorded values outlined.
/// Under it: how many labelled hands end as meant, and the hands on a knife's edge by name.
public struct SweepHeatMap {
    public let analysis: SweepAnalysis

    public init(_ analysis: SweepAnalysis) { self.analysis = analysis }

    static let finish = SweepHeatMapColours.finish, cancel = SweepHeatMapColours.cancel, undecided = SweepHeatMapColours.undecided
    let margin = 16.0, cellH = 18.0, titleH = 40.0

    public func svg(title: String) -> String {
        analysis.grid.axes.count == 1 ? oneParameter(title: title) : twoParameters(title: title)
    }

    private func cellWidth(_ count: Int) -> Double { max(14, min(44, 720 / Double(max(count, 1)))) }

    /// Every `k`th value, so the labels do not overlap.
    private func labelStride(_ values: [Double], cell: Double) -> Int {
        let widest = values.map { SVGDocument.textWidth(SpecParameter.text($0), size: 10) }.max() ?? 10
        return max(1, Int((widest + 6) / cell) + 1)
    }

    private func oneParameter(title: String) -> String {
        let a = analysis, axis = a.grid.axes[0], values = axis.values
        let names = a.hands.map(SweepHands.name)
        let nameW = min(260, (names.map { SVGDocument.textWidth($0, size: 11) }.max() ?? 40) + 8)
        let cw = cellWidth(values.count)
        let gridX = margin + nameW, gridY = titleH + 34
        let labelW = 90.0
        let edge = a.knifeEdgeHands.map(SweepHands.name)
        let edgeLines = wrap("Knife's edge (\(edge.count)): " + (edge.isEmpty ? "none" : edge.joined(separator: ", ")), width: gridX + cw * Double(values.count) + labelW - margin)
        let width = gridX + cw * Double(values.count) + labelW + margin
        let footer = 24 + (a.labelledHands.isEmpty ? 0 : cellH + 8) + Double(edgeLines.count) * 15 + 30
        var doc = SVGDocument(width: width, height: gridY + cellH * Double(names.count) + footer)
        doc.rect(x: 0, y: 0, width: width, height: doc.height, fill: "#fff")
        doc.text(SVGDocument.fitted(title, size: 14, width: width - 2 * margin, bold: true), x: margin, y: 22, size: 14, bold: true)
        doc.text(SVGDocument.fitted("\(axis.name): \(SpecParameter.text(axis.from)) to \(SpecParameter.text(axis.to)), step \(SpecParameter.text(axis.step))", size: 11, width: width - 2 * margin), x: margin, y: 38, size: 11, color: "#555")
        let stride = labelStride(values, cell: cw)
        for (j, v) in values.enumerated() where j % stride == 0 {
            doc.text(SpecParameter.text(v), x: gridX + cw * (Double(j) + 0.5), y: gridY - 8, size: 10, anchor: .middle, color: "#555")
        }
        doc.text("meant", x: gridX + cw * Double(values.count) + 8, y: gridY - 8, size: 10, color: "#555")
        for (r, hand) in a.hands.enumerated() {
            let y = gridY + cellH * Double(r)
            doc.text(SVGDocument.fitted(names[r], size: 11, width: nameW - 8), x: margin, y: y + 13, size: 11)
            for (j, o) in (a.outcome[hand] ?? []).enumerated() {
                doc.rect(x: gridX + cw * Double(j), y: y, width: cw - 1, height: cellH - 1, fill: color(o))
            }
            if let rec = a.recorded[hand]?[axis.name], let j = axis.nearestIndex(to: rec) {
                doc.rect(x: gridX + cw * Double(j) + 0.5, y: y + 0.5, width: cw - 2, height: cellH - 2, fill: "none", stroke: "#111")
            }
            if let label = a.labels[hand] {
                doc.text(label, x: gridX + cw * Double(values.count) + 8, y: y + 13, size: 11, color: label == "finish" ? Self.finish : Self.cancel)
            }
        }
        var y = gridY + cellH * Double(a.hands.count) + 6
        if !a.labelledHands.isEmpty {
            doc.text("as meant", x: margin, y: y + 12, size: 10, color: "#555")
            for j in values.indices where j % stride == 0 {
                doc.text("\(a.agreement(at: j))", x: gridX + cw * (Double(j) + 0.5), y: y + 12, size: 10, anchor: .middle, color: "#333")
            }
            y += cellH + 8
        }
        legend(&doc, y: y + 10, oneParameter: true)
        y += 30
        for line in edgeLines {
            doc.text(line, x: margin, y: y + 10, size: 11)
            y += 15
        }
        return doc.svg
    }

    private func twoParameters(title: String) -> String {
        let a = analysis, xAxis = a.grid.axes[0], yAxis = a.grid.axes[1]
        let cw = max(22, cellWidth(xAxis.values.count)), ch = max(cellH, min(36, 480 / Double(yAxis.values.count)))
        let yLabelW = (yAxis.values.map { SVGDocument.textWidth(SpecParameter.text($0), size: 10) }.max() ?? 20) + 10
        let gridX = margin + yLabelW, gridY = titleH + 34
        let gridW = cw * Double(xAxis.values.count), gridH = ch * Double(yAxis.values.count)
        let width = max(gridX + gridW + margin, 520)
        let edge = a.knifeEdgeHands.map(SweepHands.name)
        let edgeLines = wrap("Knife's edge (\(edge.count)): " + (edge.isEmpty ? "none" : edge.joined(separator: ", ")), width: width - 2 * margin)
        let best = a.bestAgreement
        var doc = SVGDocument(width: width, height: gridY + gridH + 70 + (best == nil ? 0 : 16) + Double(edgeLines.count) * 15)
        doc.rect(x: 0, y: 0, width: width, height: doc.height, fill: "#fff")
        doc.text(SVGDocument.fitted(title, size: 14, width: width - 2 * margin, bold: true), x: margin, y: 22, size: 14, bold: true)
        doc.text(SVGDocument.fitted("share of hands that finish: \(xAxis.name) across, \(yAxis.name) down", size: 11, width: width - 2 * margin), x: margin, y: 38, size: 11, color: "#555")
        let stride = labelStride(xAxis.values, cell: cw)
        for (j, v) in xAxis.values.enumerated() where j % stride == 0 {
            doc.text(SpecParameter.text(v), x: gridX + cw * (Double(j) + 0.5), y: gridY - 8, size: 10, anchor: .middle, color: "#555")
        }
        let rowStride = max(1, Int(14 / ch) + 1)
        for (k, v) in yAxis.values.enumerated() where k % rowStride == 0 {
            doc.text(SpecParameter.text(v), x: gridX - 6, y: gridY + ch * (Double(k) + 0.5) + 4, size: 10, anchor: .end, color: "#555")
        }
        for (i, point) in a.points.enumerated() {
            guard let j = xAxis.values.firstIndex(of: point[0]), let k = yAxis.values.firstIndex(of: point[1]) else { continue }
            let (f, d) = a.finishes(at: i)
            let x = gridX + cw * Double(j), y = gridY + ch * Double(k)
            doc.rect(x: x, y: y, width: cw - 1, height: ch - 1, fill: d == 0 ? Self.undecided : shade(Double(f) / Double(d)))
            let pct = d == 0 ? "–" : "\(f * 100 / d)"
            if SVGDocument.textWidth(pct, size: 9) < cw - 4, ch >= 12 {
                doc.text(pct, x: x + cw / 2, y: y + ch / 2 + 3, size: 9, anchor: .middle, color: "#fff")
            }
        }
        // Each distinct recorded point, outlined.
        var marked = Set<[Int]>()
        for hand in a.hands {
            guard let rec = a.recorded[hand], let rx = rec[xAxis.name], let ry = rec[yAxis.name],
                let j = xAxis.nearestIndex(to: rx), let k = yAxis.nearestIndex(to: ry), marked.insert([j, k]).inserted else { continue }
            doc.rect(x: gridX + cw * Double(j) + 0.5, y: gridY + ch * Double(k) + 0.5, width: cw - 2, height: ch - 2, fill: "none", stroke: "#111")
        }
        var y = gridY + gridH + 8
        legend(&doc, y: y + 10, oneParameter: false)
        y += 30
        if let best {
            let text = "Most as meant (\(best.agree) of \(a.labelledHands.count) labelled): " + best.points.prefix(4).map(a.describe).joined(separator: "; ")
            doc.text(SVGDocument.fitted(text, size: 11, width: width - 2 * margin), x: margin, y: y + 10, size: 11)
            y += 16
        }
        for line in edgeLines {
            doc.text(line, x: margin, y: y + 10, size: 11)
            y += 15
        }
        return doc.svg
    }

    private func legend(_ doc: inout SVGDocument, y: Double, oneParameter: Bool) {
        var x = margin
        let items: [(String, String)] = oneParameter
            ? [(Self.finish, "finish"), (Self.cancel, "cancel"), (Self.undecided, "no decision")]
            : [(shade(1), "all finish"), (shade(0), "all cancel"), (Self.undecided, "no decision")]
        for (c, name) in items {
            doc.rect(x: x, y: y - 9, width: 10, height: 10, fill: c)
            doc.text(name, x: x + 14, y: y, size: 10, color: "#333")
            x += 24 + SVGDocument.textWidth(name, size: 10)
        }
        doc.rect(x: x, y: y - 9, width: 10, height: 10, fill: "none", stroke: "#111")
        doc.text("recorded value", x: x + 14, y: y, size: 10, color: "#333")
    }

    private func color(_ o: String?) -> String {
        switch o {
        case "finish": return Self.finish
        case "cancel": return Self.cancel
        default: return Self.undecided
        }
    }

    /// From the cancel red (0) to the finish green (1).
    private func shade(_ share: Double) -> String {
        let a = (200.0, 70.0, 60.0), b = (60.0, 154.0, 60.0)
        func mix(_ p: Double, _ q: Double) -> Int { Int((p + (q - p) * share).rounded()) }
        return String(format: "#%02x%02x%02x", mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
    }

    /// Words onto lines at most `width` wide.
    private func wrap(_ text: String, width: Double) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            let next = line.isEmpty ? String(word) : line + " " + word
            if SVGDocument.textWidth(next, size: 11) > width, !line.isEmpty {
                lines.append(line)
                line = String(word)
            } else {
                line = next
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { SVGDocument.fitted($0, size: 11, width: width) }
    }
}
