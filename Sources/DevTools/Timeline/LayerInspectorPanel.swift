import Foundation
import Geometry
import Views
import Compositor

/// The layer inspector of a frozen scene: the chosen layer's presentation values at the
/// playhead, each as a small track over the transition with the playhead, its keyframes and
/// curve segments, its mask's (for a layer masked at any frame of the course), where it
/// shows in the window, and the scene's layers as a list (click a row, or Up and Down, to choose).
@MainActor
public final class LayerInspectorPanel: View {
    public static let width = 260.0
    static let listRowHeight = 15.0
    private let title = Label(text: "", font: .bold(12), color: .white)
    private let frameLabel = Label(text: "", font: .system(11), color: TimelineStrip.muted)
    private let rows = LayerProperty.allCases.map { _ in LayerTrackRow() }
    private let maskRows = MaskProperty.allCases.map { _ in LayerTrackRow() }
    private let listGround = View()
    private let highlight = View()
    private var listLabels: [Label] = []
    /// The outline index of the first list row shown.
    private var firstListed = 0
    @_spi(Testing) public private(set) var inspection: LayerInspection?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0.11, green: 0.11, blue: 0.12)
        listGround.backgroundColor = Color(white: 1, alpha: 0.05)
        highlight.backgroundColor = TimelineStrip.finishColor
        for v in [title, frameLabel, listGround, highlight] + rows + maskRows as [View] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
    }

    public func show(_ inspection: LayerInspection) {
        self.inspection = inspection
        title.text = inspection.name
        let f = inspection.windowFrame
        frameLabel.text = String(format: "frame %.1f, %.1f, %.1f × %.1f", f.minX, f.minY, f.width, f.height)
        for (i, property) in LayerProperty.allCases.enumerated() {
            let track = i < inspection.tracks.count ? inspection.tracks[i] : []
            let marks = i < inspection.marks.count ? inspection.marks[i] : TrackMarks()
            rows[i].show(text: property.name + "  " + property.text(inspection.values), track: track, playhead: inspection.playhead, marks: marks)
        }
        for (i, property) in MaskProperty.allCases.enumerated() {
            let track = i < inspection.maskTracks.count ? inspection.maskTracks[i] : []
            let marks = i < inspection.maskMarks.count ? inspection.maskMarks[i] : TrackMarks()
            maskRows[i].show(text: property.name + "  " + property.text(inspection.mask), track: track, playhead: inspection.playhead, marks: marks)
        }
        setNeedsLayout()
    }

    /// The text a property's row shows (for tests and the README's reading).
    @_spi(Testing) public func rowText(_ property: LayerProperty) -> String? {
        LayerProperty.allCases.firstIndex(of: property).map { rows[$0].label.text }
    }

    /// Where frame `k` of a mask track shows, in window points, while the mask rows show.
    @_spi(Testing) public func windowPoint(_ property: MaskProperty, frame k: Int) -> Point? {
        MaskProperty.allCases.firstIndex(of: property).flatMap { maskRows[$0].isHidden ? nil : maskRows[$0].windowPoint(ofFrame: k) }
    }

    /// The text a mask row shows, while the mask rows show.
    @_spi(Testing) public func rowText(_ property: MaskProperty) -> String? {
        MaskProperty.allCases.firstIndex(of: property).flatMap { maskRows[$0].isHidden ? nil : maskRows[$0].label.text }
    }

    /// The rows shown: the properties', then the mask's for a layer masked at the playhead or
    /// at any frame of the course.
    private var shownRows: [LayerTrackRow] {
        let masked = inspection.map { $0.mask != nil || !$0.maskTracks.isEmpty } ?? false
        return rows + (masked ? maskRows : [])
    }

    /// Where the list starts, in the panel's coordinates.
    private var listTop: Double { 8 + 20 + 16 + Double(shownRows.count) * LayerTrackRow.height + 6 }
    /// The least height that shows the tracks and a few rows of the list.
    public var comfortableHeight: Double { listTop + 5 * Self.listRowHeight + 6 }
    private var visibleListRows: Int { max(0, Int((bounds.height - listTop - 6) / Self.listRowHeight)) }

    /// The outline index of the list row under a window point, if any.
    public func listEntry(at windowPoint: Point) -> Int? {
        let p = convertFromWindow(windowPoint)
        guard let count = inspection?.outline.count, bounds.contains(p), p.y >= listTop else { return nil }
        let row = Int((p.y - listTop) / Self.listRowHeight)
        let index = firstListed + row
        return row < visibleListRows && index < count ? index : nil
    }

    public override func layoutSubviews() {
        let w = bounds.width
        title.frame = Rect(x: 10, y: 8, width: max(0, w - 20), height: 18)
        frameLabel.frame = Rect(x: 10, y: 28, width: max(0, w - 20), height: 14)
        let shown = shownRows
        for row in maskRows { row.isHidden = !shown.contains { $0 === row } }
        for (i, row) in shown.enumerated() {
            row.frame = Rect(x: 10, y: 44 + Double(i) * LayerTrackRow.height, width: max(0, w - 20), height: LayerTrackRow.height)
        }
        layoutList()
    }

    /// The list rows that fit, scrolled to keep the chosen layer in the middle.
    private func layoutList() {
        let w = bounds.width, visible = visibleListRows
        let outline = inspection?.outline ?? [], selected = inspection?.selected ?? 0
        listGround.frame = Rect(x: 6, y: listTop - 2, width: max(0, w - 12), height: Double(visible) * Self.listRowHeight + 4)
        firstListed = max(0, min(selected - visible / 2, outline.count - visible))
        while listLabels.count < visible {
            let label = Label(text: "", font: .system(10), color: .white)
            label.isUserInteractionEnabled = false
            listLabels.append(label)
            addSubview(label)
        }
        for (row, label) in listLabels.enumerated() {
            let index = firstListed + row
            label.isHidden = row >= visible || index >= outline.count
            guard !label.isHidden else { continue }
            let indent = 10 + 8 * Double(min(outline[index].depth, 12))
            label.frame = Rect(x: indent, y: listTop + Double(row) * Self.listRowHeight, width: max(0, w - indent - 10), height: Self.listRowHeight)
            label.text = outline[index].name
        }
        let shownRow = selected - firstListed
        highlight.isHidden = shownRow < 0 || shownRow >= visible
        highlight.frame = Rect(x: 6, y: listTop + Double(shownRow) * Self.listRowHeight, width: max(0, w - 12), height: Self.listRowHeight)
    }
}
