/// A plot's markers with their labels placed in a band of as many rows as they need
/// (`LabelLayout`), and drawn: each marker's line through the panels, a thin dashed line
/// joining it to its label when the label sits above the panels, its dot on the progress,
/// and the label on a leader from the marker. Every line is broken where it would pass over
/// a text, measured with the font's real widths: the plot's texts drawn before the markers
/// and every marker's label.
struct MarkerBand {
    static let rowHeight = 15.0
    static let size = 11.0

    /// In time order.
    let markers: [PlotMarker]
    /// The labels as drawn (cut to the band's width).
    let labels: [String]
    let placements: [LabelLayout.Placement]
    let xs: [Double]
    let top: Double

    init(_ markers: [PlotMarker], top: Double, left: Double, right: Double, time: AxisScale) {
        let sorted = markers.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        self.markers = sorted
        labels = sorted.map { SVGDocument.fitted($0.label, size: MarkerBand.size, width: right - left) }
        xs = sorted.map { time.pixel($0.time) }
        placements = LabelLayout(minX: left, maxX: right).place(zip(xs, labels).map { ($0, SVGDocument.textWidth($1, size: MarkerBand.size)) })
        self.top = top
    }

    var bottom: Double { top + Double(max(1, (placements.map(\.row).max() ?? -1) + 1)) * MarkerBand.rowHeight }

    /// The baseline of label `i`.
    func baseline(_ i: Int) -> Double { top + Double(placements[i].row) * MarkerBand.rowHeight + 11 }

    /// Where label `i` is drawn from: a flipped label ends at its marker whatever the font's
    /// real widths.
    private func anchor(_ i: Int) -> (x: Double, anchor: SVGDocument.Anchor) {
        placements[i].flipped ? (placements[i].x + placements[i].width, .end) : (placements[i].x, .start)
    }

    /// The box label `i` draws in.
    func box(_ i: Int) -> SVGDocument.TextBox {
        let a = anchor(i)
        return SVGDocument.textBox(labels[i], x: a.x, y: baseline(i), size: MarkerBand.size, anchor: a.anchor)
    }

    /// Lines from `lineTop` to `bottom` (and from a label above `lineTop` down to it), dots on
    /// `progress`, then the labels over them. Call it after the panels' texts are drawn.
    func draw(into svg: inout SVGDocument, lineTop: Double, bottom: Double, progress: AxisScale) {
        let avoid = (svg.textBoxes + markers.indices.map(box)).map { $0.padded(2) }
        for (i, marker) in markers.enumerated() {
            let x = xs[i], id = "\(i)", leaderY = baseline(i) - 4
            if leaderY < lineTop {
                for s in LabelLayout.segments(x: x, from: leaderY, to: lineTop, avoiding: avoid) {
                    svg.line(x1: x, y1: s.lowerBound, x2: x, y2: s.upperBound, color: marker.color, width: 0.5, dash: "4 3", marker: id)
                }
            }
            for s in LabelLayout.segments(x: x, from: lineTop, to: bottom, avoiding: avoid) {
                svg.line(x1: x, y1: s.lowerBound, x2: x, y2: s.upperBound, color: marker.color, dash: marker.dash, marker: id)
            }
            if let dot = marker.dot { svg.circle(x: x, y: progress.pixel(min(1, max(0, dot))), r: 3, fill: marker.color) }
        }
        for (i, marker) in markers.enumerated() {
            let p = placements[i], y = baseline(i), a = anchor(i)
            svg.line(x1: xs[i], y1: y - 4, x2: p.flipped ? p.x + p.width : p.x, y2: y - 4, color: marker.color, width: 0.5)
            svg.rect(x: p.x - 2, y: y - 11, width: p.width + 4, height: 14, fill: "white")
            svg.text(labels[i], x: a.x, y: y, size: MarkerBand.size, anchor: a.anchor, color: marker.color, marker: "\(i)")
        }
    }
}
