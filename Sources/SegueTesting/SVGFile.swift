import Foundation
import FoundationXML
import Plots
import Runtime
#if canImport(FoundationXML)
#endif

/// An SVG as the tests read it (parsed with XMLParser, so a file that is not well-formed XML
/// fails): its size, every text with the box it draws in (width estimated as the plots
/// estimate it), every polyline with its series name and points, and every line (a plot
/// marker's line and label name their marker in `data-marker`).
public struct SVGFile {
    public struct Text: CustomStringConvertible {
        public var content: String
        public var x: Double
        public var y: Double
        public var size: Double
        public var anchor: String
        public var bold: Bool
        /// The plot marker it labels (`data-marker`), if any.
        public var marker: String? = nil

        /// The box it draws in: ascent above the baseline, descent below.
        public var box: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
            let w = SVGDocument.textWidth(content, size: size, bold: bold)
            let x0 = anchor == "middle" ? x - w / 2 : anchor == "end" ? x - w : x
            return (x0, y - size * 0.8, x0 + w, y + size * 0.25)
        }

        public func overlaps(_ other: Text) -> Bool {
            let a = box, b = other.box
            return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
        }

        public var description: String { "'\(content)' at (\(x), \(y)) size \(size) anchor \(anchor)" }
    }

    public struct Polyline {
        public var series: String?
        public var stroke: String
        public var points: [(x: Double, y: Double)]
    }

    public struct Line: CustomStringConvertible {
        public var x1: Double
        public var y1: Double
        public var x2: Double
        public var y2: Double
        public var stroke: String
        public var dash: String?
        /// The plot marker it belongs to (`data-marker`), if any.
        public var marker: String?

        /// Whether it runs over `text`'s box: a line along an edge of the box, or ending on
        /// one, does not (0.01 allowed for the SVG's rounding).
        public func crosses(_ text: Text) -> Bool {
            let b = text.box, e = 0.01
            return min(x1, x2) < b.maxX - e && b.minX + e < max(x1, x2) && min(y1, y2) < b.maxY - e && b.minY + e < max(y1, y2)
        }

        public var description: String { "line (\(x1), \(y1))-(\(x2), \(y2)) \(stroke) dash \(dash ?? "none") marker \(marker ?? "none")" }
    }

    public var width = 0.0
    public var height = 0.0
    public var texts: [Text] = []
    public var polylines: [Polyline] = []
    public var lines: [Line] = []

    public init(data: Data) throws {
        let delegate = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw HarnessError("the SVG does not parse: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        guard delegate.sawRoot else { throw HarnessError("no <svg> root element") }
        width = delegate.width
        height = delegate.height
        texts = delegate.texts
        polylines = delegate.polylines
        lines = delegate.lines
    }

    public init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw HarnessError("cannot read \(path)") }
        try self.init(data: data)
    }

    /// The texts whose box lies (partly) outside the drawing.
    public var textsOutside: [Text] {
        texts.filter { t in
            let b = t.box
            return b.minX < 0 || b.minY < 0 || b.maxX > width || b.maxY > height
        }
    }

    /// Pairs of texts that draw over each other.
    public var overlappingTexts: [(Text, Text)] {
        var out: [(Text, Text)] = []
        for i in texts.indices {
            for j in texts.indices where j > i && !texts[i].content.isEmpty && texts[i].overlaps(texts[j]) { out.append((texts[i], texts[j])) }
        }
        return out
    }

    public func series(_ name: String) -> [Polyline] { polylines.filter { $0.series == name } }

    /// The markers' lines: vertical and dashed, as the plots draw a marker through their
    /// panels (and from a label down to them).
    public var markerLines: [Line] { lines.filter { $0.x1 == $0.x2 && $0.y1 != $0.y2 && $0.dash != nil } }

    /// Each marker line with a text it runs over, other than its own marker's label.
    public var markerLinesOverTexts: [(Line, Text)] {
        var out: [(Line, Text)] = []
        for line in markerLines {
            for text in texts where !text.content.isEmpty && (line.marker == nil || text.marker != line.marker) && line.crosses(text) {
                out.append((line, text))
            }
        }
        return out
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var width = 0.0, height = 0.0, sawRoot = false
        var texts: [Text] = []
        var polylines: [Polyline] = []
        var lines: [Line] = []
        private var open: Text?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes a: [String: String] = [:]) {
            switch name {
            case "svg":
                sawRoot = true
                width = Double(a["width"] ?? "") ?? 0
                height = Double(a["height"] ?? "") ?? 0
            case "text":
                open = Text(content: "", x: Double(a["x"] ?? "") ?? 0, y: Double(a["y"] ?? "") ?? 0, size: Double(a["font-size"] ?? "") ?? 16,
                    anchor: a["text-anchor"] ?? "start", bold: a["font-weight"] == "bold", marker: a["data-marker"])
            case "line":
                func v(_ k: String) -> Double { Double(a[k] ?? "") ?? 0 }
                lines.append(Line(x1: v("x1"), y1: v("y1"), x2: v("x2"), y2: v("y2"), stroke: a["stroke"] ?? "", dash: a["stroke-dasharray"],
                    marker: a["data-marker"]))
            case "polyline":
                let points = (a["points"] ?? "").split(separator: " ").compactMap { pair -> (x: Double, y: Double)? in
                    let xy = pair.split(separator: ",")
                    guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) else { return nil }
                    return (x, y)
                }
                polylines.append(Polyline(series: a["data-series"], stroke: a["stroke"] ?? "", points: points))
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open?.content += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let t = open {
                texts.append(t)
                open = nil
            }
        }
    }
}
