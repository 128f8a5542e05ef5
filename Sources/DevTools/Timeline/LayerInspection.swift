import Compositor
import Geometry

/// What the layer inspector shows of one layer of a frozen scene: its presentation values
/// at the playhead, where it shows in the window, each `LayerProperty` over the frames of
/// the transition's course (nil where the layer was not in the tree) with where its
/// animations began and ended, its mask now and over the course, and the scene's layers as a
/// list with this one chosen.
public struct LayerInspection {
    public var name: String
    public var values: LayerValues
    public var windowFrame: Rect
    /// One track per `LayerProperty.allCases`, in that order; empty with no course.
    public var tracks: [[Double?]]
    /// One per `LayerProperty.allCases` (or none): keyframes and curve segments of its track.
    public var marks: [TrackMarks] = []
    /// The mask's values at the playhead, if the layer has one.
    public var mask: LayerValues?
    /// One track per `MaskProperty.allCases` (nil where the layer had no mask); empty when it
    /// had none in any frame.
    public var maskTracks: [[Double?]] = []
    /// One per `MaskProperty.allCases` (or none): keyframes and curve segments of its track.
    public var maskMarks: [TrackMarks] = []
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
