/// One panel of a stacked time plot: a box sharing the time axis with the others, its title
/// (with the unit) above it, horizontal grid lines at its own tick values labelled on the
/// left, and vertical grid lines at the time ticks.
public struct PlotPanel: Sendable {
    public var title: String
    public var left: Double
    public var top: Double
    public var width: Double
    public var height: Double
    /// The value axis; nil for a panel of rows (recognizer states) without values.
    public var y: AxisScale?
    public var yTicks = 4
    /// Space above the box for the title.
    public static let titleSpace = 20.0
    static let tickSize = 10.0

    public init(title: String, left: Double, top: Double, width: Double, height: Double, domain: ClosedRange<Double>?) {
        self.title = title
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        y = domain.map { AxisScale(domain: $0, from: top + height, to: top) }
    }

    public var bottom: Double { top + height }
    public var right: Double { left + width }

    /// Background, grid, tick labels and title.
    public func drawFrame(into svg: inout SVGDocument, time: AxisScale, timeTicks: [Double]) {
        svg.text(title, x: left, y: top - 6, size: 12, color: "#222", bold: true)
        svg.rect(x: left, y: top, width: width, height: height, fill: "#f7f8fb", stroke: "#c9ccd4")
        for t in timeTicks {
            let x = time.pixel(t)
            svg.line(x1: x, y1: top, x2: x, y2: bottom, color: "#e3e5ea")
        }
        guard let y else { return }
        for v in y.ticks(count: yTicks) {
            let py = y.pixel(v)
            svg.line(x1: left, y1: py, x2: right, y2: py, color: v == 0 ? "#9aa0ab" : "#e3e5ea")
            svg.line(x1: left - 4, y1: py, x2: left, y2: py, color: "#666")
            svg.text(y.label(v, count: yTicks), x: left - 6, y: py + 3.5, size: PlotPanel.tickSize, anchor: .end, color: "#555")
        }
    }

    /// The time axis under this panel: ticks, their values and the axis title.
    public func drawTimeAxis(into svg: inout SVGDocument, time: AxisScale, timeTicks: [Double], tickCount: Int) {
        for t in timeTicks {
            let x = time.pixel(t)
            svg.line(x1: x, y1: bottom, x2: x, y2: bottom + 4, color: "#666")
            let label = time.label(t, count: tickCount)
            // Keep the first and last labels inside the panel's span.
            let half = SVGDocument.textWidth(label, size: PlotPanel.tickSize) / 2
            let cx = min(max(x, left + half), right - half)
            svg.text(label, x: cx, y: bottom + 16, size: PlotPanel.tickSize, anchor: .middle, color: "#555")
        }
        svg.text("time (s)", x: right, y: bottom + 32, size: 11, anchor: .end, color: "#333")
    }
}
