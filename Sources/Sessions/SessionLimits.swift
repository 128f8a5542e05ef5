/// Every range a reader accepts, in one place (docs/SESSION_FORMAT.md, "Limits", lists the
/// same numbers). Each keeps a hand-edited or corrupt file from reaching code that would trap
/// on a conversion or hang on an absurd value.
public enum SessionLimits {
    /// Seconds on the engine's clock: about 116 days, far beyond any recording, small enough
    /// that animation code stepping through the time cannot spin for hours.
    public static let time: ClosedRange<Double> = 0...10_000_000
    /// A bit mask stored as UInt32.
    public static let buttons: ClosedRange<Double> = 0...4_294_967_295
    /// Pointer ids: the mouse is 0, touches count up from 1, the trackpad's scroll is 1000
    /// and its pinch 1001 and 1002; any non-negative Int32.
    public static let pointerID: ClosedRange<Double> = 0...2_147_483_647
    /// Frame indices and the summary's counts (frames, transitions): non-negative Int32.
    public static let count: ClosedRange<Double> = 0...2_147_483_647
    /// A frame of a frozen transition's recorded course (a `freeze` event's `show`): the
    /// timeline holds far fewer, and a later one shows its last.
    public static let timelineFrame: ClosedRange<Double> = 0...1_000_000
    /// Wheel deltas, either axis.
    public static let wheelDelta: ClosedRange<Double> = -100_000...100_000
    /// A window side in points (the header's window and resize events).
    public static let windowPoints: ClosedRange<Double> = 1...16384
    /// A window side in pixels (points × the header's scale): the headless canvas and the
    /// offscreen targets are surfaces this big, 4 bytes a pixel.
    public static let windowPixels: Double = 16384
    /// Pixels per point.
    public static let scale: ClosedRange<Double> = 0.5...8
    /// Every string, in UTF-8 bytes, and the number of titles in the summary's stack.
    public static let textBytes = 4096
    public static let stackTitles = 1000
    /// One line, in bytes: a longer one is an error before it is parsed.
    public static let lineBytes = 4 * 1024 * 1024
    /// Events between two frame lines: a replay holds them until their frame, so a file of
    /// events without frames must not fill memory. Far above what a person's input makes in
    /// one frame (a few dozen events).
    public static let eventsBetweenFrames = 100_000
    /// Seconds a reader waits for a FIFO's writer to open it before reading it as empty.
    public static let fifoWriterWait = 1.0
}
