import Outputs
import Compositor

/// `segue replay --video`: where the video goes, its format (by the extension) and, when
/// asked for, the size it is scaled to (fitted, keeping the frames' shape, centred on the
/// background). Its rate is `ReplayOptions.fps`, or the format's default.
public struct VideoOptions: Sendable {
    public var path: String
    public var size: PixelSize?

    public init(path: String, size: PixelSize? = nil) {
        self.path = path
        self.size = size
    }

    /// Nil for a name that is neither .mp4 nor .gif (the command line checks it first).
    public var format: VideoFormat? { VideoFormat(path: path) }
}
