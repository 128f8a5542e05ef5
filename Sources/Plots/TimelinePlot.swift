import Foundation
import Gestures
import Navigation
import Sessions
import Geometry

/// `segue replay --plot OUT.svg`: a replay's trace against time in stacked panels on one
/// time axis: the pointer and the tracked point (pt), the pointer's press and the
/// recognizers' states, the transition's progress (0-1) and the pan's velocity (pt/s, on a
/// robust scale that says what it clips), with every release decision marked through all
/// panels and labelled beside its marker, inside the plot (and, under other parameters,
/// every input that came in another state than recorded).
public struct TimelinePlot {
    public let trace: ReplayTrace
    public var width = 1000.0
    /// The inputs that came in another state than recorded, marked where they came.
    public var departures: [InputDelivery] = []

    public init(trace: ReplayTrace) {
        self.trace = trace
    }

    static let left = 64.0
    static let rightMargin = 16.0
    static let timeTicks = 12

    enum Color {
        static let pointerX = "#2563EB"
        static let pointerY = "#F59E0B"
        static let trackedX = "#059669"
        static let trackedY = "#DB2777"
        static let pressed = "#9CA3AF"
        static let active = "#34D399"
        static let ended = "#2563EB"
        static let failed = "#DC2626"
        static let progress = "#7C3AED"
        static let velocityX = "#DC2626"
        static let velocityY = "#0891B2"
        static let finish = "#2563EB"
        static let cancel = "#DC2626"
        static let parameter = "#B45309"
        static let departure = "#7C3AED"
    }

    static let dash = "6 3"

    var legend: PlotLegend {
        PlotLegend([
            .init("pointer x", color: Color.pointerX), .init("pointer y", color: Color.pointerY),
            .init("tracked point x", color: Color.trackedX, swatch: .line(dash: TimelinePlot.dash)),
            .init("tracked point y", color: Color.trackedY, swatch: .line(dash: TimelinePlot.dash)),
            .init("pointer pressed", color: Color.pressed, swatch: .bar), .init("recognizer began/changed", color: Color.active, swatch: .bar),
            .init("recognizer ended", color: Color.ended, swatch: .dot), .init("recognizer cancelled/failed", color: Color.failed, swatch: .dot),
            .init("transition progress", color: Color.progress), .init("velocity x", color: Color.velocityX),
            .init("velocity y", color: Color.velocityY), .init("release: finish", color: Color.finish, swatch: .line(dash: "4 3")),
            .init("release: cancel", color: Color.cancel, swatch: .line(dash: "4 3")),
        ] + (trace.parameterMarks.isEmpty ? [] : [.init("parameter changed (recorded)", color: Color.parameter, swatch: .line(dash: "1 3"))])
            + (departures.isEmpty ? [] : [.init("input in another state than recorded", color: Color.departure, swatch: .line(dash: "6 2 1 2"))]))
    }

    /// The velocity scale: every velocity component, with the releases' velocities kept in range.
    var velocityLimit: RobustLimit {
        let values = trace.frames.flatMap { f in f.velocity.map { [$0.x, $0.y] } ?? [] }
        return RobustLimit(values, keep: trace.releases.map(\.decision.velocity), floor: 100)
    }

    public func svg(title: String) -> String {
        let left = TimelinePlot.left, right = width - TimelinePlot.rightMargin
        var svg = SVGDocument(width: width, height: 0)
        svg.text(SVGDocument.fitted(title, size: 14, width: width - 2 * 12, bold: true), x: 12, y: 22, size: 14, color: "#111", bold: true)
        var y = 34.0
        y += legend.draw(into: &svg, x: 12, y: y, width: width - 24) + 8

        let time = AxisScale(domain: trace.timeRange, from: left, to: right)
        let timeTicks = time.ticks(count: TimelinePlot.timeTicks)
        let position = drawPositionPanel(into: &svg, top: y, time: time, timeTicks: timeTicks)
        let states = drawStatesPanel(into: &svg, top: position.bottom, time: time, timeTicks: timeTicks)
        let band = markerBand(top: states.bottom + 10, time: time)
        let progress = drawProgressPanel(into: &svg, top: band.bottom, time: time, timeTicks: timeTicks)
        let velocity = drawVelocityPanel(into: &svg, top: progress.bottom, time: time, timeTicks: timeTicks)
        drawMarkers(band, into: &svg, from: position.top, to: velocity.bottom, progress: progress.y!, time: time)
        svg.height = velocity.bottom + 40
        return svg.svg
    }

    /// The markers of the release decisions, the recording's parameter changes (a burst of
    /// changes to one parameter as one) and the inputs that came in another state.
    private var markers: [PlotMarker] {
        trace.releases.map { r in
            PlotMarker(time: r.time, label: "\(r.operation.rawValue): " + r.decision.text, color: r.decision.finishes ? Color.finish : Color.cancel,
                dash: "4 3", dot: r.decision.position)
        } + trace.parameterBursts(breaks: departures.map(\.time)).map { b in
            PlotMarker(time: b.time, label: b.text, color: Color.parameter, dash: "1 3", dot: nil)
        } + departures.map { d in
            PlotMarker(time: d.time, label: d.text, color: Color.departure, dash: "6 2 1 2", dot: nil)
        }
    }

    private func markerBand(top: Double, time: AxisScale) -> MarkerBand {
        MarkerBand(markers, top: top, left: TimelinePlot.left, right: width - TimelinePlot.rightMargin, time: time)
    }

    /// A panel under `top` (leaving room for its title), spanning the plot's width.
    private func panel(_ title: String, top: Double, height: Double, domain: ClosedRange<Double>?) -> PlotPanel {
        let left = TimelinePlot.left, right = width - TimelinePlot.rightMargin
        return PlotPanel(title: title, left: left, top: top + PlotPanel.titleSpace, width: right - left, height: height, domain: domain)
    }

    /// The pointer and the tracked point.
    private func drawPositionPanel(into svg: inout SVGDocument, top: Double, time: AxisScale, timeTicks: [Double]) -> PlotPanel {
        let positions = trace.frames.flatMap { f in [f.pointer?.x, f.pointer?.y, f.tracked?.x, f.tracked?.y].compactMap { $0 } }
        let position = panel("pointer and tracked point (pt, window)", top: top, height: 150,
            domain: AxisScale.niceDomain(positions, including: [0], ticks: 4))
        position.drawFrame(into: &svg, time: time, timeTicks: timeTicks)
        let py = position.y!
        svg.polylines(trace.frames.map { f in f.pointer.map { (time.pixel(f.time), py.pixel($0.x)) } }, color: Color.pointerX, label: "pointer x")
        svg.polylines(trace.frames.map { f in f.pointer.map { (time.pixel(f.time), py.pixel($0.y)) } }, color: Color.pointerY, label: "pointer y")
        svg.polylines(trace.frames.map { f in f.tracked.map { (time.pixel(f.time), py.pixel($0.x)) } }, color: Color.trackedX, dash: TimelinePlot.dash, label: "tracked point x")
        svg.polylines(trace.frames.map { f in f.tracked.map { (time.pixel(f.time), py.pixel($0.y)) } }, color: Color.trackedY, dash: TimelinePlot.dash, label: "tracked point y")
        return position
    }

    /// The press and the recognizers, one row each.
    private func drawStatesPanel(into svg: inout SVGDocument, top: Double, time: AxisScale, timeTicks: [Double]) -> PlotPanel {
        let names = Array(Set(trace.stateChanges.map(\.recognizer))).sorted()
        let rowHeight = 18.0
        let states = panel("pointer press and recognizer states", top: top + 8, height: rowHeight * Double(names.count + 1) + 6, domain: nil)
        states.drawFrame(into: &svg, time: time, timeTicks: timeTicks)
        drawStates(into: &svg, panel: states, names: names, rowHeight: rowHeight, time: time)
        return states
    }

    /// Transition progress.
    private func drawProgressPanel(into svg: inout SVGDocument, top: Double, time: AxisScale, timeTicks: [Double]) -> PlotPanel {
        let progress = panel("transition progress (0-1)", top: top, height: 110, domain: 0...1)
        progress.drawFrame(into: &svg, time: time, timeTicks: timeTicks)
        let pp = progress.y!
        svg.polylines(trace.frames.map { f in f.progress.map { (time.pixel(f.time), pp.pixel($0)) } }, color: Color.progress, label: "transition progress")
        return progress
    }

    /// Velocity on a robust scale, its clipped samples dotted at the edge and counted, and
    /// the time axis under it.
    private func drawVelocityPanel(into svg: inout SVGDocument, top: Double, time: AxisScale, timeTicks: [Double]) -> PlotPanel {
        let limit = velocityLimit
        let velocity = panel("pan velocity (pt/s, window axes)", top: top, height: 150, domain: -limit.limit...limit.limit)
        velocity.drawFrame(into: &svg, time: time, timeTicks: timeTicks)
        let vy = velocity.y!
        svg.polylines(trace.frames.map { f in f.velocity.map { (time.pixel(f.time), vy.clampedPixel($0.x)) } }, color: Color.velocityX, label: "velocity x")
        svg.polylines(trace.frames.map { f in f.velocity.map { (time.pixel(f.time), vy.clampedPixel($0.y)) } }, color: Color.velocityY, label: "velocity y")
        for f in trace.frames {
            guard let v = f.velocity else { continue }
            for (c, color) in [(v.x, Color.velocityX), (v.y, Color.velocityY)] where abs(c) > limit.limit {
                svg.circle(x: time.pixel(f.time), y: vy.clampedPixel(c), r: 2.5, fill: color)
            }
        }
        if limit.clipped > 0 {
            let note = TimelinePlot.clipNote(limit)
            svg.text(note, x: velocity.right - 6, y: velocity.top + 14, size: 11, anchor: .end, color: "#B91C1C")
        }
        velocity.drawTimeAxis(into: &svg, time: time, timeTicks: timeTicks, tickCount: TimelinePlot.timeTicks)
        return velocity
    }

    /// Markers through every panel (from `top` to `bottom`), then their labels (over the lines).
    private func drawMarkers(_ band: MarkerBand, into svg: inout SVGDocument, from top: Double, to bottom: Double, progress pp: AxisScale,
        time: AxisScale) {
        band.draw(into: &svg, lineTop: top, bottom: bottom, progress: pp)
    }

    /// "n samples clipped at ±X pt/s".
    static func clipNote(_ limit: RobustLimit) -> String {
        let scale = AxisScale(domain: -limit.limit...limit.limit, from: 0, to: 1)
        return "\(limit.clipped) \(limit.clipped == 1 ? "sample" : "samples") clipped at ±\(scale.label(limit.limit, count: 4)) pt/s"
    }

    private func drawStates(into svg: inout SVGDocument, panel: PlotPanel, names: [String], rowHeight: Double, time: AxisScale) {
        let t1 = trace.timeRange.upperBound
        func rowY(_ row: Int) -> Double { panel.top + 4 + Double(row) * rowHeight }
        // Row 0: the pointer's press, from the frames.
        svg.text("pointer pressed", x: panel.left + 4, y: rowY(0) + 10, size: 10, color: "#444")
        var pressStart: Double?
        for (i, f) in trace.frames.enumerated() {
            let end = i + 1 == trace.frames.count
            if f.pressed && pressStart == nil { pressStart = f.time }
            if let start = pressStart, !f.pressed || end {
                svg.rect(x: time.pixel(start), y: rowY(0) + 12, width: max(1.5, time.pixel(f.time) - time.pixel(start)), height: 4, fill: Color.pressed)
                pressStart = nil
            }
        }
        for (k, name) in names.enumerated() {
            let top = rowY(k + 1)
            svg.text(name, x: panel.left + 4, y: top + 10, size: 10, color: "#444")
            let changes = trace.stateChanges.filter { $0.recognizer == name }
            for (i, change) in changes.enumerated() where change.state.isActive {
                let end = i + 1 < changes.count ? changes[i + 1].time : t1
                svg.rect(x: time.pixel(change.time), y: top + 12, width: max(1.5, time.pixel(end) - time.pixel(change.time)), height: 4, fill: Color.active)
            }
            for change in changes where change.state == .ended || change.state == .cancelled || change.state == .failed {
                svg.circle(x: time.pixel(change.time), y: top + 14, r: 3, fill: change.state == .ended ? Color.ended : Color.failed)
            }
        }
    }
}
