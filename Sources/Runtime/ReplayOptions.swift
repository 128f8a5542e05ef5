import Compositor
import Host
import Motion
import Video

/// What `segue replay` was asked to do.
public struct ReplayOptions: Sendable {
    public var file: String
    /// The app the session was recorded in.
    public var app: any SegueApp
    /// No window: the software renderer (or no pixels with `noRender`), as fast as it goes.
    public var headless = false
    public var noRender = false
    public var verify = false
    /// A folder for PNG frames, every `frameStride`th frame.
    public var frames: String?
    public var frameStride = 1
    /// A video of the replay (`ReplayOutputs`), at `fps` frames a second.
    public var video: VideoOptions?
    /// A fixed frame rate for `frames` and `video` (`FixedRateSchedule`); nil: `frames`
    /// writes the recorded frames, and `video` runs at its format's default rate.
    public var fps: Double?
    /// An SVG file for the timeline plot.
    public var plot: String?
    /// Playback speed in a window.
    public var speed = 1.0
    /// Measure the feel of every drag on a transition (`Replay.feel`).
    public var feel = false
    public var font: String?
    /// Parameters to replay under instead of the recording's (`--spec`, `--set`): the
    /// same input under other parameters. Its frames are not the recorded ones, so digests
    /// are not checked.
    public var overrides: [SpecAssignment] = []
    /// Under other parameters, deliver every input at its recorded time instead of
    /// re-anchoring the inputs recorded at rest to the moment the app comes to rest
    /// (`ReanchoredPlayer`; `--recorded-times`).
    public var recordedTimes = false
    /// What to call the run where runs are shown together (default: see `label`).
    public var name: String?
    /// Hold every frame to the pixel invariants (`PixelChecks`); headless.
    public var checkPixels = false
    /// A fault for the compositor to make, to show that `checkPixels` catches it.
    public var fault: RenderFault?

    public init(file: String, app: any SegueApp) {
        self.file = file
        self.app = app
    }
}
