import Sessions

/// Feeds a recorded session to a frame driver: the events before each frame line are
/// applied at that frame's time, then the frame is stepped and handed to `onFrame`.
@MainActor
public struct SessionPlayer {
    /// The recording's end line, where it has one.
    public struct End: Sendable {
        public let summary: SessionSummary
        public let line: Int
    }

    /// Far above what a person's input makes in one frame (a few dozen events).
    public static let eventsPerFrameLimit = 100_000

    public let reader: SessionReader
    public let driver: FrameDriver

    public init(reader: SessionReader, driver: FrameDriver) {
        self.reader = reader
        self.driver = driver
    }

    /// Plays to the end (or until `onFrame` returns false) and returns the end line. The end
    /// line must be the last record. `onEvent` sees each event as it is applied; `onFrame`
    /// gets the frame's index, time and recorded digest.
    public func play(onEvent: (SessionEvent) -> Void = { _ in }, onFrame: (Int, Double, String) -> Bool) throws(SessionError) -> End? {
        let stepper = SessionStepper(reader: reader, driver: driver)
        while let frame = try stepper.step(onEvent: onEvent) {
            if !onFrame(frame.index, frame.time, frame.digest) { return nil }
        }
        return stepper.end
    }
}
