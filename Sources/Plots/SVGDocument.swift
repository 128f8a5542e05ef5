import Foundation

/// An SVG drawing built element by element, for the replay plot and the comparison: text
/// with an explicit anchor, lines, rectangles, polylines and circles, numbers written short.
/// Text is measured with DejaVu Sans's widths (`textWidth`) so layouts keep every label inside
/// and apart.
public struct SVGDocument {
    public enum Anchor: String, Sendable {
        case start, middle, end
    }

    /// Where a text draws: its measured width, from its ascent above the baseline to its
    /// descent below.
    public struct TextBox: Sendable, Equatable {
        public var minX: Double
        public var minY: Double
        public var maxX: Double
        public var maxY: Double

        public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        /// Grown by `d` on every side.
        public func padded(_ d: Double) -> TextBox { TextBox(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d) }
    }

    public let width: Double
    public var height: Double
    private var elements: [String] = []
    /// The box of every text drawn so far, in order.
    public private(set) var textBoxes: [TextBox] = []
    public static let fontFamily = "DejaVu Sans, Verdana, sans-serif"

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// How wide `text` draws in DejaVu Sans at `size` pixels: the sum of the font's own
    /// advance widths (`DejaVuSansWidths`, generated from the font by scripts/glyph-widths;
    /// kerning left out, which only narrows text). A character the table lacks (an emoji, a
    /// script DejaVu Sans does not cover) counts as a whole em, more than any it holds.
    public static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        let widths = bold ? DejaVuSansWidths.bold : DejaVuSansWidths.regular
        var units = 0.0
        for c in text.unicodeScalars {
            units += widths[c.value].map(Double.init) ?? DejaVuSansWidths.unitsPerEm
        }
        return units / DejaVuSansWidths.unitsPerEm * size
    }

    /// The longest prefix of `text` (with an ellipsis when cut) that fits in `width`.
    public static func fitted(_ text: String, size: Double, width: Double, bold: Bool = false) -> String {
        if textWidth(text, size: size, bold: bold) <= width { return text }
        var cut = text
        while !cut.isEmpty && textWidth(cut + "…", size: size, bold: bold) > width { cut.removeLast() }
        return cut.isEmpty ? "" : cut + "…"
    }

    /// The box `s` draws in at (`x`, `y`) (the baseline) with `anchor`: ascent 0.8 of the
    /// size above the baseline, descent 0.25 below.
    public static func textBox(_ s: String, x: Double, y: Double, size: Double = 11, anchor: Anchor = .start, bold: Bool = false) -> TextBox {
        let w = textWidth(s, size: size, bold: bold)
        let x0 = anchor == .middle ? x - w / 2 : anchor == .end ? x - w : x
        return TextBox(minX: x0, minY: y - size * 0.8, maxX: x0 + w, maxY: y + size * 0.25)
    }

    /// `marker` names the plot marker the text labels (`data-marker`), so a reader can tell a
    /// marker's own label from the others.
    public mutating func text(_ s: String, x: Double, y: Double, size: Double = 11, anchor: Anchor = .start, color: String = "#333",
        bold: Bool = false, marker: String? = nil) {
        var attributes = "x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\""
        if anchor != .start { attributes += " text-anchor=\"\(anchor.rawValue)\"" }
        if bold { attributes += " font-weight=\"bold\"" }
        if let marker { attributes += " data-marker=\"\(SVGDocument.escape(marker))\"" }
        elements.append("<text \(attributes)>\(SVGDocument.escape(s))</text>")
        textBoxes.append(SVGDocument.textBox(s, x: x, y: y, size: size, anchor: anchor, bold: bold))
    }

    /// `marker` names the plot marker the line belongs to (`data-marker`).
    public mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, color: String, width: Double = 1, dash: String? = nil,
        marker: String? = nil) {
        let d = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        let m = marker.map { " data-marker=\"\(SVGDocument.escape($0))\"" } ?? ""
        elements.append("<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"\(d)\(m)/>")
    }

    public mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil) {
        let s = stroke.map { " stroke=\"\($0)\"" } ?? ""
        elements.append("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\" fill=\"\(fill)\"\(s)/>")
    }

    public mutating func circle(x: Double, y: Double, r: Double, fill: String) {
        elements.append("<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(r))\" fill=\"\(fill)\"/>")
    }

    /// One polyline per run of points (nil breaks the line: no line across a gap).
    public mutating func polylines(_ points: [(Double, Double)?], color: String, width: Double = 1.5, dash: String? = nil, label: String? = nil) {
        var run: [(Double, Double)] = []
        func flush() {
            if !run.isEmpty {
                let p = run.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
                let d = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
                let l = label.map { " data-series=\"\(SVGDocument.escape($0))\"" } ?? ""
                elements.append("<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"\(d)\(l) points=\"\(p)\"/>")
            }
            run.removeAll()
        }
        for p in points {
            if let p { run.append(p) } else { flush() }
        }
        flush()
    }

    /// The whole document.
    public var svg: String {
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width.rounded(.up)))\" height=\"\(Int(height.rounded(.up)))\" "
            + "viewBox=\"0 0 \(Int(width.rounded(.up))) \(Int(height.rounded(.up)))\" font-family=\"\(SVGDocument.fontFamily)\">"
        return ([head, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>"] + elements + ["</svg>"]).joined(separator: "\n")
    }

    /// Short numbers: at most two decimals, no trailing zeros.
    private func n(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// `s` as XML text or an attribute value. Text from outside (a session's file name, a
    /// run's label) may hold control characters, which XML 1.0 does not allow even written
    /// as references: tab and line ends become spaces (an attribute would make them spaces
    /// anyway), every other C0 or C1 control, DEL and the non-characters U+FFFE and U+FFFF
    /// become U+FFFD, so the SVG stays well-formed and shows that something was there.
    public static func escape(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            switch u.value {
            case 0x26: out.append(contentsOf: "&amp;".unicodeScalars)
            case 0x3C: out.append(contentsOf: "&lt;".unicodeScalars)
            case 0x3E: out.append(contentsOf: "&gt;".unicodeScalars)
            case 0x22: out.append(contentsOf: "&quot;".unicodeScalars)
            case 0x09, 0x0A, 0x0D: out.append(" ")
            case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: out.append("\u{FFFD}")
            default: out.append(u)
            }
        }
        return String(out)
    }
}
