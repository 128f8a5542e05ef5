import Outputs
import Compositor

/// `segue replay --video`: where the video goes, its format (by the extension), when asked
/// for, the size it is scaled to (fitted, keeping the frames' shape, centred on the
/// background), and whether the pointer is drawn over the frames (`--touches`: a
/// `TouchRing`). Its rate is `ReplayOptions.fps`, or the format's default.
public struct VideoOptions: Sendable {
    public var path: String
    public var size: PixelSize?
    public var showsTouches: Bool

    public init(path: String, size: PixelSize? = nil, showsTouches: Bool = false) {
        self.path = path
        self.size = size
        self.showsTouches = showsTouches
    }

    /// Nil for a name that is neither .mp4 nor .gif (the command line checks it first).
    public var format: VideoFormat? { VideoFormat(path: path) }
}
