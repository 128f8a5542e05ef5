import Foundation
import Geometry
import Views
import Compositor
import Navigation

/// The strip over the bottom of a frozen scene (key F): the running transition's progress
/// against its frames since it began, the hand's pointer progress while it held it, its
/// releases (finish or cancel), the parameters changed while it ran (amber ticks, named in
/// the heading at their frame), and the playhead a drag or the arrow keys move. It lies over
/// the scene rather than beside it, so the scene keeps the size (and so the exact frame) it
/// was frozen at.
@MainActor
public final class TimelineStrip: View {
    public static let height = 132.0
    private let heading = Label(text: "", font: .bold(13), color: .white)
    private let hint: Label
    /// What the heading calls the state shown ("Frozen"; a paused replay's "Paused").
    private let title: String
    private let plot = View()
    private let grid = ShapeView(path: Path(), fillColor: Color(white: 1, alpha: 0.12))
    private let progressLine = ShapeView(path: Path(), fillColor: TimelineStrip.progressColor)
    private let pointerLine = ShapeView(path: Path(), fillColor: TimelineStrip.pointerColor)
    private let finishMarks = ShapeView(path: Path(), fillColor: TimelineStrip.finishColor)
    private let cancelMarks = ShapeView(path: Path(), fillColor: TimelineStrip.cancelColor)
    private let parameterMarks = ShapeView(path: Path(), fillColor: TimelineStrip.parameterColor)
    private let playhead = View()
    private let topLabel = Label(text: "100%", font: .system(10), color: TimelineStrip.muted, alignment: .right)
    private let bottomLabel = Label(text: "0%", font: .system(10), color: TimelineStrip.muted, alignment: .right)
    private let startLabel = Label(text: "", font: .system(10), color: TimelineStrip.muted)
    private let legend = Label(text: "", font: .system(10), color: TimelineStrip.muted, alignment: .right)
    /// The course shown and the playhead's frame in it (nil: nothing to scrub).
    public private(set) var samples: [TimelineSample] = []
    public private(set) var playheadFrame: Int?

    // The Plots module's colours, lightened for a dark ground.
    static let muted = Color(hex: 0xA1A1AA)
    static let progressColor = Color(hex: 0xA78BFA)
    static let pointerColor = Color(hex: 0x60A5FA, alpha: 0.6)
    static let finishColor = Color(hex: 0x3B82F6)
    static let cancelColor = Color(hex: 0xF87171)
    static let parameterColor = Color(hex: 0xFBBF24)

    public init(frame: Rect = .zero, title: String = "Frozen", hint: String = "Drag or Left/Right to scrub · F or Escape resumes") {
        self.title = title
        self.hint = Label(text: hint, font: .system(11), color: TimelineStrip.muted, alignment: .right)
        super.init(frame: frame)
        backgroundColor = Color(red: 0.11, green: 0.11, blue: 0.12)
        plot.backgroundColor = Color(white: 1, alpha: 0.05)
        playhead.backgroundColor = .white
        // The pointer's trace lies wide under the progress line: while a hand holds a
        // transition 1:1 the two coincide, and both still show.
        let parts: [View] = [heading, self.hint, plot, grid, pointerLine, progressLine, finishMarks, cancelMarks, parameterMarks, playhead, topLabel, bottomLabel, startLabel, legend]
        for v in parts {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        show(samples: [], playhead: nil)
    }

    /// What the heading says now (tests).
    @_spi(Testing) public var headingText: String { heading.text }

    /// Where the course is plotted, in the strip's coordinates.
    public var plotArea: TimelinePlotArea {
        let left = 40.0, top = 30.0, bottom = 20.0, right = 12.0
        let rect = Rect(x: left, y: top, width: max(0, bounds.width - left - right), height: max(0, bounds.height - top - bottom))
        return TimelinePlotArea(rect: rect, count: samples.count)
    }

    /// Shows a course and its playhead (nil: the engine is frozen with no transition running).
    public func show(samples: [TimelineSample], playhead: Int?) {
        self.samples = samples
        playheadFrame = playhead.map { min(max(0, $0), max(0, samples.count - 1)) }
        setNeedsLayout()
    }

    /// The frame under a window point, when there is a course to scrub and the point is on the strip.
    public func frame(at windowPoint: Point) -> Int? {
        let p = convertFromWindow(windowPoint)
        guard playheadFrame != nil, bounds.contains(p) else { return nil }
        return plotArea.frame(atX: p.x)
    }

    /// The frame nearest a window point anywhere (a drag that began on the strip and left it).
    public func frameNearest(_ windowPoint: Point) -> Int? {
        playheadFrame == nil ? nil : plotArea.frame(atX: convertFromWindow(windowPoint).x)
    }

    /// What the heading says, shorter in a narrow strip (a small window beside the inspector).
    private func headingText(compact: Bool) -> String {
        guard let k = playheadFrame, k < samples.count else { return compact ? "\(title) · nothing runs" : "\(title) · no transition running" }
        let s = samples[k], time = String(format: "+%.3f s", s.time - samples[0].time)
        let progress = s.progress.map { String(format: "%.1f%%", $0 * 100) }
        if compact { return "\(k + 1)/\(samples.count) · \(time)" + (progress.map { " · " + $0 } ?? "") }
        let changes = s.parameterChanges
        let set = changes.isEmpty ? "" : " · set " + changes[0] + (changes.count > 1 ? " and \(changes.count - 1) more" : "")
        return "\(title) · frame \(k + 1) of \(samples.count) · \(time)" + (progress.map { " · progress " + $0 } ?? "") + set
    }

    public override func layoutSubviews() {
        let w = bounds.width, area = plotArea
        heading.frame = Rect(x: 12, y: 7, width: max(0, w - 24), height: 18)
        heading.text = headingText(compact: w < 420)
        hint.frame = Rect(x: w - 312, y: 8, width: 300, height: 16)
        hint.isHidden = w < 700
        plot.frame = area.rect
        topLabel.frame = Rect(x: 0, y: area.rect.minY - 6, width: 34, height: 12)
        bottomLabel.frame = Rect(x: 0, y: area.rect.maxY - 6, width: 34, height: 12)
        startLabel.frame = Rect(x: area.rect.minX, y: area.rect.maxY + 4, width: 160, height: 13)
        legend.frame = Rect(x: w - 472, y: area.rect.maxY + 4, width: 460, height: 13)
        legend.isHidden = w < 660
        let span = samples.count > 1 ? samples[samples.count - 1].time - samples[0].time : 0
        startLabel.text = samples.isEmpty ? "" : String(format: "%d frames · %.3f s", samples.count, span)
        legend.text = samples.isEmpty ? "" : "purple progress · blue pointer · bars release (blue finish, red cancel) · amber parameter set"
        for v in [grid, progressLine, pointerLine, finishMarks, cancelMarks, parameterMarks] { v.frame = bounds }
        drawCourse(area)
    }

    /// The lines, the release bars and the playhead, in the strip's coordinates.
    private func drawCourse(_ area: TimelinePlotArea) {
        var rules = Path()
        for p in [0.0, 0.5, 1.0] { rules.addRect(Rect(x: area.rect.minX, y: area.y(p) - 0.5, width: area.rect.width, height: 1)) }
        grid.path = rules
        progressLine.path = TimelineStrip.lines(samples.indices.map { i in samples[i].progress.map { Point(x: area.x(i), y: area.y($0)) } }, width: 2)
        pointerLine.path = TimelineStrip.lines(samples.indices.map { i in samples[i].pointerProgress.map { Point(x: area.x(i), y: area.y($0)) } }, width: 5)
        var finishes = Path(), cancels = Path()
        for (i, s) in samples.enumerated() {
            guard let r = s.release else { continue }
            let bar = Rect(x: area.x(i) - 1, y: area.rect.minY, width: 2, height: area.rect.height)
            if r.finishes { finishes.addRect(bar) } else { cancels.addRect(bar) }
        }
        finishMarks.path = finishes
        cancelMarks.path = cancels
        // A tick down from the plot's top and a square on it, apart from the release bars.
        var parameters = Path()
        for (i, s) in samples.enumerated() where !s.parameterChanges.isEmpty {
            parameters.addRect(Rect(x: area.x(i) - 1, y: area.rect.minY - 6, width: 2, height: 16))
            parameters.addRect(Rect(x: area.x(i) - 3, y: area.rect.minY - 8, width: 6, height: 6))
        }
        parameterMarks.path = parameters
        playhead.isHidden = playheadFrame == nil
        if let k = playheadFrame { playhead.frame = Rect(x: area.x(k) - 1, y: area.rect.minY - 4, width: 2, height: area.rect.height + 8) }
    }

    /// A line through the points, broken where a point is missing.
    static func lines(_ points: [Point?], width: Double) -> Path {
        var elements: [PathElement] = [], run: [Point] = []
        for p in points + [nil] {
            if let p { run.append(p); continue }
            // A single point shows as a dot: a zero-length line has no quad.
            if run.count == 1 { run.append(Point(x: run[0].x + width, y: run[0].y)) }
            elements += Path.polyline(run, width: width).elements
            run.removeAll()
        }
        return Path(elements: elements)
    }
}
