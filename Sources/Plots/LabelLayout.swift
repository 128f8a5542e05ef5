/// Places labels beside markers on a horizontal band so that every label stays inside the
/// band and none overlaps another: a label starts just right of its marker, flips to end
/// just left of it when it would run past the right edge, is pushed inside when neither
/// side has room, and drops to the next row when the row it would take is occupied there.
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
}
