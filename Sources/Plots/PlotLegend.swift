/// A legend: a swatch and a name for every series, laid out left to right and wrapped onto
/// more rows when the width runs out.
public struct PlotLegend: Sendable {
    public enum Swatch: Sendable {
        case line(dash: String?)
        case dot
        case bar
    }

    public struct Entry: Sendable {
        public var name: String
        public var color: String
        public var swatch: Swatch

        public init(_ name: String, color: String, swatch: Swatch = .line(dash: nil)) {
            self.name = name
            self.color = color
            self.swatch = swatch
        }
    }

    public var entries: [Entry] = []
    public static let fontSize = 11.0
    public static let rowHeight = 16.0
    static let swatchWidth = 22.0

    public init(_ entries: [Entry] = []) { self.entries = entries }

    /// Draws the legend from (x, y) (the top of its first row) within `width`; its height.
    @discardableResult
    public func draw(into svg: inout SVGDocument, x: Double, y: Double, width: Double) -> Double {
        var cx = x, cy = y
        for entry in entries {
            let name = SVGDocument.fitted(entry.name, size: PlotLegend.fontSize, width: width - PlotLegend.swatchWidth - 6)
            let w = PlotLegend.swatchWidth + 6 + SVGDocument.textWidth(name, size: PlotLegend.fontSize) + 16
            if cx > x && cx + w > x + width {
                cx = x
                cy += PlotLegend.rowHeight
            }
            let mid = cy + PlotLegend.rowHeight / 2
            switch entry.swatch {
            case .line(let dash): svg.line(x1: cx, y1: mid, x2: cx + PlotLegend.swatchWidth, y2: mid, color: entry.color, width: 2, dash: dash)
            case .dot: svg.circle(x: cx + PlotLegend.swatchWidth / 2, y: mid, r: 3.5, fill: entry.color)
            case .bar: svg.rect(x: cx, y: mid - 2.5, width: PlotLegend.swatchWidth, height: 5, fill: entry.color)
            }
            svg.text(name, x: cx + PlotLegend.swatchWidth + 6, y: mid + 4, size: PlotLegend.fontSize, color: "#333")
            cx += w
        }
        return cy + PlotLegend.rowHeight - y
    }
}
