import Geometry
import Views

/// One property in the layer inspector: its name and value at the playhead, and a small
/// plot of it over the transition's frames with the playhead marked.
@MainActor
final class LayerTrackRow: View {
    static let height = 17.0
    let label = Label(text: "", font: .system(11), color: .white)
    private let line = ShapeView(path: Path(), fillColor: TimelineStrip.progressColor)
    private let ground = View()
    private let playhead = View()
    private var track: [Double?] = []
    private var playheadFrame: Int?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        ground.backgroundColor = Color(white: 1, alpha: 0.06)
        playhead.backgroundColor = .white
        for v in [label, ground, line, playhead] as [View] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
    }

    func show(text: String, track: [Double?], playhead: Int?) {
        label.text = text
        self.track = track
        playheadFrame = playhead
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let labelWidth = min(150, bounds.width * 0.6)
        label.frame = Rect(x: 0, y: 1, width: labelWidth, height: bounds.height - 2)
        let plot = Rect(x: labelWidth + 4, y: 2, width: max(0, bounds.width - labelWidth - 4), height: max(0, bounds.height - 4))
        ground.frame = plot
        line.frame = bounds
        let values = track.compactMap { $0 }
        let low = values.min() ?? 0, high = values.max() ?? 0, span = high - low
        let area = TimelinePlotArea(rect: plot.insetBy(dx: 0, dy: 1.5), count: track.count)
        let points = track.indices.map { i in track[i].map { Point(x: area.x(i), y: area.y(span > 1e-9 ? ($0 - low) / span : 0.5)) } }
        line.path = TimelineStrip.lines(points, width: 1.5)
        playhead.isHidden = playheadFrame == nil || track.count < 2
        if let k = playheadFrame { playhead.frame = Rect(x: area.x(k) - 0.5, y: plot.minY, width: 1, height: plot.height) }
    }
}
