/// Places labels beside markers on a horizontal band so that every label stays inside the
/// band and none overlaps another: a label starts just right of its marker, flips to end
/// just left of it when it would run past the right edge, is pushed inside when neither
/// side has room, and drops to the next row when the row it would take is occupied there.
/// A marker's line then runs through the band and the panels broken wherever it would pass
/// over a text (`segments(x:from:to:avoiding:)`), so no line crosses a label.
public struct LabelLayout: Sendable {
    public struct Placement: Sendable, Equatable {
        /// Where the text starts (its left edge; text is drawn with anchor start).
        public var x: Double
        public var width: Double
        public var row: Int
        /// Drawn to the left of its marker.
        public var flipped: Bool
    }

    public let minX: Double
    public let maxX: Double
    /// Space between a marker and its label, and between two labels on a row.
    public var gap = 4.0

    public init(minX: Double, maxX: Double) {
        self.minX = minX
        self.maxX = maxX
    }

    /// One placement per (marker x, label width), in order.
    public func place(_ labels: [(marker: Double, width: Double)]) -> [Placement] {
        var rows: [[ClosedRange<Double>]] = []
        var out: [Placement] = []
        for (marker, rawWidth) in labels {
            let width = min(rawWidth, maxX - minX)
            var x = marker + gap
            var flipped = false
            if x + width > maxX {
                x = marker - gap - width
                flipped = true
            }
            x = min(max(x, minX), maxX - width)
            let span = (x - gap)...(x + width + gap)
            var row = rows.firstIndex { $0.allSatisfy { !$0.overlaps(span) } } ?? rows.count
            if row == rows.count {
                rows.append([])
                row = rows.count - 1
            }
            rows[row].append(span)
            out.append(Placement(x: x, width: width, row: row, flipped: flipped))
        }
        return out
    }

    /// The parts of a vertical line at `x` from `top` down to `bottom` that pass over none of
    /// `boxes`, top first; pieces shorter than `shortest` are left out.
    public static func segments(x: Double, from top: Double, to bottom: Double, avoiding boxes: [SVGDocument.TextBox],
        shortest: Double = 1) -> [ClosedRange<Double>] {
        guard bottom > top else { return [] }
        let cuts = boxes.filter { $0.minX < x && x < $0.maxX && $0.minY < bottom && top < $0.maxY }
            .map { ($0.minY, $0.maxY) }.sorted { $0.0 < $1.0 }
        var out: [ClosedRange<Double>] = []
        var y = top
        for (from, to) in cuts {
            if from - y >= shortest { out.append(y...from) }
            y = max(y, to)
        }
        if bottom - y >= shortest { out.append(y...bottom) }
        return out
    }
}
