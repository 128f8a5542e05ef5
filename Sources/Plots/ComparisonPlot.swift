import Foundation
import Geometry
import Sessions
import Navigation

/// `segue compare`: two runs on shared axes, A in blue and B in orange (dashed, so two equal
/// runs both show): the transition's progress, the tracked point and the pan's velocity
/// along the axis the hands dragged most, against the session's time; every release
/// decision of both marked and labelled inside the plot; then the table of their figures
/// with the rows that differ marked.
public struct ComparisonPlot {
    public let a: ComparedRun
    public let b: ComparedRun
    public let table: ComparisonTable
    public var width = 1000.0

    public init(_ a: ComparedRun, _ b: ComparedRun) {
        self.a = a
        self.b = b
        table = ComparisonTable(a, b)
    }

    enum Color {
        static let a = "#2563EB"
        static let b = "#EA580C"
        static let differs = "#FEF3C7"
    }

    static let dashB = "7 4"
    static let left = 64.0
    static let rightMargin = 16.0
    static let timeTicks = 12

    /// Horizontal unless the pointer travelled farther vertically while pressed, over both runs.
    var vertical: Bool {
        var dx = 0.0, dy = 0.0
        for run in [a, b] {
            var last: Point?
            for f in run.trace.frames {
                if f.pressed, let p = f.pointer, let l = last {
                    dx += abs(p.x - l.x)
                    dy += abs(p.y - l.y)
                }
                last = f.pressed ? f.pointer : nil
            }
        }
        return dy > dx
    }

    public func svg(title: String) -> String {
        let left = ComparisonPlot.left, right = width - ComparisonPlot.rightMargin
        var svg = SVGDocument(width: width, height: 0)
        svg.text(SVGDocument.fitted(title, size: 14, width: width - 24, bold: true), x: 12, y: 22, size: 14, color: "#111", bold: true)
        var y = 34.0
        let legend = PlotLegend([
            .init("A: " + a.label, color: Color.a), .init("B: " + b.label, color: Color.b, swatch: .line(dash: ComparisonPlot.dashB)),
            .init("release decision (dot: progress at release)", color: "#555", swatch: .line(dash: "4 3")),
        ])
        y += legend.draw(into: &svg, x: 12, y: y, width: width - 24) + 4

        let start = min(a.trace.timeRange.lowerBound, b.trace.timeRange.lowerBound)
        let end = max(a.trace.timeRange.upperBound, b.trace.timeRange.upperBound)
        let time = AxisScale(domain: start...end, from: left, to: right)
        let axes = Axes(time: time, timeTicks: time.ticks(count: ComparisonPlot.timeTicks), vertical: vertical)
        let band = markerBand(top: y + 4, time: time)
        let progress = drawProgressPanel(into: &svg, top: band.bottom + 4, axes: axes)
        let tracked = drawTrackedPanel(into: &svg, top: progress.bottom, axes: axes)
        let velocity = drawVelocityPanel(into: &svg, top: tracked.bottom, axes: axes)
        drawMarkers(band, into: &svg, progress: progress, bottom: velocity.bottom, time: time)

        y = velocity.bottom + 52
        y = drawTable(into: &svg, top: y)
        svg.height = y + 12
        return svg.svg
    }

    /// The shared time axis and the axis the hands dragged along.
    private struct Axes {
        let time: AxisScale
        let timeTicks: [Double]
        let vertical: Bool
        var name: String { vertical ? "y" : "x" }
        func along(_ p: Point) -> Double { vertical ? p.y : p.x }
    }

    /// Both runs with their colour, dash and name.
    private var runs: [(run: ComparedRun, color: String, dash: String?, name: String)] {
        [(a, Color.a, nil as String?, "A"), (b, Color.b, ComparisonPlot.dashB, "B")]
    }

    /// Release decisions, recorded parameter changes (a burst of changes to one parameter as
    /// one) and departures of both runs, with their labels placed in a band above the panels.
    private func markerBand(top: Double, time: AxisScale) -> MarkerBand {
        var markers: [PlotMarker] = []
        for (run, color, _, name) in runs {
            for r in run.trace.releases {
                markers.append(PlotMarker(time: r.time, label: "\(name): \(r.operation.rawValue): " + r.decision.text, color: color, dash: "4 3", dot: r.decision.position))
            }
            for b in run.trace.parameterBursts(breaks: run.departures.map(\.time)) {
                markers.append(PlotMarker(time: b.time, label: "\(name): " + b.text, color: color, dash: "1 3", dot: nil))
            }
            for d in run.departures { markers.append(PlotMarker(time: d.time, label: "\(name): " + d.text, color: color, dash: "6 2 1 2", dot: nil)) }
        }
        return MarkerBand(markers, top: top, left: ComparisonPlot.left, right: width - ComparisonPlot.rightMargin, time: time)
    }

    /// A panel under `top` (leaving room for its title), spanning the plot's width.
    private func panel(_ title: String, top: Double, height: Double, domain: ClosedRange<Double>?) -> PlotPanel {
        let left = ComparisonPlot.left, right = width - ComparisonPlot.rightMargin
        return PlotPanel(title: title, left: left, top: top + PlotPanel.titleSpace, width: right - left, height: height, domain: domain)
    }

    private func drawProgressPanel(into svg: inout SVGDocument, top: Double, axes: Axes) -> PlotPanel {
        let time = axes.time
        let progress = panel("transition progress (0-1)", top: top, height: 110, domain: 0...1)
        progress.drawFrame(into: &svg, time: time, timeTicks: axes.timeTicks)
        for (run, color, dash, name) in runs {
            svg.polylines(run.trace.frames.map { f in f.progress.map { (time.pixel(f.time), progress.y!.pixel($0)) } }, color: color, dash: dash,
                label: "\(name) progress")
        }
        return progress
    }

    private func drawTrackedPanel(into svg: inout SVGDocument, top: Double, axes: Axes) -> PlotPanel {
        let time = axes.time, axis = axes.name
        let positions = (a.trace.frames + b.trace.frames).compactMap { $0.tracked.map(axes.along) }
        let tracked = panel("tracked point \(axis) (pt, window)", top: top, height: 120, domain: AxisScale.niceDomain(positions, including: [0]))
        tracked.drawFrame(into: &svg, time: time, timeTicks: axes.timeTicks)
        for (run, color, dash, name) in runs {
            svg.polylines(run.trace.frames.map { f in f.tracked.map { (time.pixel(f.time), tracked.y!.pixel(axes.along($0))) } }, color: color, dash: dash,
                label: "\(name) tracked point \(axis)")
        }
        return tracked
    }

    /// Velocity on a robust scale over both runs, clipped samples dotted at the edge and
    /// counted, and the time axis under it.
    private func drawVelocityPanel(into svg: inout SVGDocument, top: Double, axes: Axes) -> PlotPanel {
        let time = axes.time, axis = axes.name
        let values = (a.trace.frames + b.trace.frames).compactMap { $0.velocity.map(axes.along) }
        let limit = RobustLimit(values, keep: (a.trace.releases + b.trace.releases).map(\.decision.velocity), floor: 100)
        let velocity = panel("pan velocity \(axis) (pt/s)", top: top, height: 130, domain: -limit.limit...limit.limit)
        velocity.drawFrame(into: &svg, time: time, timeTicks: axes.timeTicks)
        for (run, color, dash, name) in runs {
            svg.polylines(run.trace.frames.map { f in f.velocity.map { (time.pixel(f.time), velocity.y!.clampedPixel(axes.along($0))) } }, color: color,
                dash: dash, label: "\(name) velocity \(axis)")
            for f in run.trace.frames {
                if let v = f.velocity.map(axes.along), abs(v) > limit.limit { svg.circle(x: time.pixel(f.time), y: velocity.y!.clampedPixel(v), r: 2.5, fill: color) }
            }
        }
        if limit.clipped > 0 {
            svg.text(TimelinePlot.clipNote(limit), x: velocity.right - 6, y: velocity.top + 14, size: 11, anchor: .end, color: "#B91C1C")
        }
        velocity.drawTimeAxis(into: &svg, time: time, timeTicks: axes.timeTicks, tickCount: ComparisonPlot.timeTicks)
        return velocity
    }

    /// Markers from the progress panel's top to `bottom`, their dots on the progress, and
    /// their labels in the band joined to them.
    private func drawMarkers(_ band: MarkerBand, into svg: inout SVGDocument, progress: PlotPanel, bottom: Double, time: AxisScale) {
        band.draw(into: &svg, lineTop: progress.top, bottom: bottom, progress: progress.y!)
    }

    /// The table: a header with both labels, then a row per figure (a section's name above
    /// its rows), differing rows tinted and marked; returns its bottom.
    private func drawTable(into svg: inout SVGDocument, top: Double) -> Double {
        let x0 = 12.0, x1 = width - 12, nameWidth = 230.0
        let columnWidth = (x1 - x0 - nameWidth) / 2
        let rowHeight = 18.0
        var y = top
        let count = table.differences.count
        svg.text(count == 0 ? "Differences: none" : "Differences: \(count) of \(table.rows.count) rows (marked ≠)", x: x0, y: y, size: 13,
            color: "#111", bold: true)
        y += 10
        svg.rect(x: x0, y: y, width: x1 - x0, height: rowHeight, fill: "#eef0f4")
        svg.text("figure", x: x0 + 18, y: y + 13, size: 11, color: "#333", bold: true)
        for (k, (label, color)) in [("A: " + a.label, Color.a), ("B: " + b.label, Color.b)].enumerated() {
            let cx = x0 + nameWidth + Double(k) * columnWidth
            svg.text(SVGDocument.fitted(label, size: 11, width: columnWidth - 12, bold: true), x: cx + 6, y: y + 13, size: 11, color: color, bold: true)
        }
        y += rowHeight
        var section = ""
        for row in table.rows {
            if row.section != section {
                section = row.section
                y += 4
                svg.text(section, x: x0 + 4, y: y + 13, size: 11, color: "#111", bold: true)
                y += rowHeight
            }
            if row.differs {
                svg.rect(x: x0, y: y, width: x1 - x0, height: rowHeight, fill: Color.differs)
                svg.text("≠", x: x0 + 4, y: y + 13, size: 11, color: "#B45309", bold: true)
            }
            svg.text(SVGDocument.fitted(row.name, size: 11, width: nameWidth - 24), x: x0 + 18, y: y + 13, size: 11, color: "#333")
            for (k, cell) in [row.a, row.b].enumerated() {
                let cx = x0 + nameWidth + Double(k) * columnWidth
                svg.text(SVGDocument.fitted(cell, size: 11, width: columnWidth - 12), x: cx + 6, y: y + 13, size: 11, color: "#222")
            }
            svg.line(x1: x0, y1: y + rowHeight, x2: x1, y2: y + rowHeight, color: "#e3e5ea")
            y += rowHeight
        }
        return y
    }
}
