import Compositor
import Geometry

/// What the layer inspector shows of one layer of a frozen scene: its presentation values
/// at the playhead, where it shows in the window, each `LayerProperty` over the frames of
/// the transition's course (nil where the layer was not in the tree), and the scene's
/// layers as a list with this one chosen.
public struct LayerInspection {
    public var name: String
    public var values: LayerValues
    public var windowFrame: Rect
    /// One track per `LayerProperty.allCases`, in that order; empty with no course.
    public var tracks: [[Double?]]
    public var playhead: Int?
    public var outline: [(name: String, depth: Int)]
    public var selected: Int

    public init(name: String, values: LayerValues, windowFrame: Rect, tracks: [[Double?]], playhead: Int?, outline: [(name: String, depth: Int)], selected: Int) {
        self.name = name
        self.values = values
        self.windowFrame = windowFrame
        self.tracks = tracks
        self.playhead = playhead
        self.outline = outline
        self.selected = selected
    }
}
