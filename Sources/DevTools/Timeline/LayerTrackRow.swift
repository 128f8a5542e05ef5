import Geometry
import Views
import Compositor

/// One property in the layer inspector: its name and value at the playhead, and a small
/// plot of it over the transition's frames with the playhead marked, the runs of frames each
/// animation drove it as bands (curve segments, alternating) and its keyframes as diamonds.
@MainActor
final class LayerTrackRow: View {
    static let height = 17.0
    let label = Label(text: "", font: .system(11), color: .white)
    private let line = ShapeView(path: Path(), fillColor: TimelineStrip.progressColor)
    private let ground = View()
    private let playhead = View()
    private let segmentBands = [ShapeView(path: Path(), fillColor: LayerTrackRow.segmentColor), ShapeView(path: Path(), fillColor: LayerTrackRow.otherSegmentColor)]
    private let keyframeMarks = ShapeView(path: Path(), fillColor: LayerTrackRow.keyframeColor)
    private var track: [Double?] = []
    private var marks = TrackMarks()
    private var playheadFrame: Int?

    static let segmentColor = Color(hex: 0xA78BFA, alpha: 0.22)
    static let otherSegmentColor = Color(hex: 0x60A5FA, alpha: 0.22)
    static let keyframeColor = Color(hex: 0xFBBF24)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        ground.backgroundColor = Color(white: 1, alpha: 0.06)
        playhead.backgroundColor = .white
        for v in [label, ground] + segmentBands + [line, keyframeMarks, playhead] as [View] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
    }

    func show(text: String, track: [Double?], playhead: Int?, marks: TrackMarks = TrackMarks()) {
        label.text = text
        self.track = track
        self.marks = marks
        playheadFrame = playhead
        setNeedsLayout()
    }

    /// Where the track is plotted, in the row's coordinates.
    private var plot: Rect {
        let labelWidth = min(150, bounds.width * 0.6)
        return Rect(x: labelWidth + 4, y: 2, width: max(0, bounds.width - labelWidth - 4), height: max(0, bounds.height - 4))
    }

    /// Where frame `k` of the track shows, in window points (its value's height; the plot's
    /// middle where the layer was absent).
    func windowPoint(ofFrame k: Int) -> Point {
        let area = TimelinePlotArea(rect: plot.insetBy(dx: 0, dy: 1.5), count: track.count)
        let values = track.compactMap { $0 }
        let low = values.min() ?? 0, high = values.max() ?? 0, span = high - low
        let y = track.indices.contains(k) ? track[k].map { area.y(span > 1e-9 ? ($0 - low) / span : 0.5) } ?? plot.midY : plot.midY
        return convert(Point(x: area.x(k), y: y), to: nil)
    }

    override func layoutSubviews() {
        let labelWidth = min(150, bounds.width * 0.6)
        label.frame = Rect(x: 0, y: 1, width: labelWidth, height: bounds.height - 2)
        let plot = self.plot
        ground.frame = plot
        line.frame = bounds
        let values = track.compactMap { $0 }
        let low = values.min() ?? 0, high = values.max() ?? 0, span = high - low
        let area = TimelinePlotArea(rect: plot.insetBy(dx: 0, dy: 1.5), count: track.count)
        let points = track.indices.map { i in track[i].map { Point(x: area.x(i), y: area.y(span > 1e-9 ? ($0 - low) / span : 0.5)) } }
        line.path = TimelineStrip.lines(points, width: 1.5)
        drawMarks(area, points: points, plot: plot)
        playhead.isHidden = playheadFrame == nil || track.count < 2
        if let k = playheadFrame { playhead.frame = Rect(x: area.x(k) - 0.5, y: plot.minY, width: 1, height: plot.height) }
    }

    /// The segments as bands over the plot's height, alternating in colour, and a diamond at
    /// each keyframe on the line (at the plot's middle where the layer was absent).
    private func drawMarks(_ area: TimelinePlotArea, points: [Point?], plot: Rect) {
        var bands = [Path(), Path()]
        for (i, segment) in marks.segments.enumerated() where segment.upperBound < track.count {
            let x0 = area.x(segment.lowerBound), x1 = area.x(segment.upperBound)
            bands[i % 2].addRect(Rect(x: x0, y: plot.minY, width: max(1, x1 - x0), height: plot.height))
        }
        for (view, path) in zip(segmentBands, bands) {
            view.frame = bounds
            view.path = path
        }
        var diamonds: [PathElement] = []
        let r = 3.0
        for k in marks.keyframes where k < points.count {
            let c = points[k] ?? Point(x: area.x(k), y: plot.midY)
            diamonds += [.move(to: Point(x: c.x, y: c.y - r)), .line(to: Point(x: c.x + r, y: c.y)), .line(to: Point(x: c.x, y: c.y + r)),
                .line(to: Point(x: c.x - r, y: c.y)), .close]
        }
        keyframeMarks.frame = bounds
        keyframeMarks.path = Path(elements: diamonds)
    }
}
