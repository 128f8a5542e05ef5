import Sessions
import Host
import Motion

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
    public static let eventsPerFrameLimit = SessionLimits.eventsBetweenFrames

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

    /// How long a run may go on after its last frame for its transitions to settle.
    public static let settleLimit = 10.0
    /// The rate it steps at meanwhile.
    public static let settleRate = 60.0

    /// Steps on without input after the last frame, at `settleRate`, while a transition runs
    /// (at most `settleLimit` seconds; `onFrame` may stop it); the seconds it ran on.
    public func settle(onFrame: (Int, Double, String) -> Bool) -> Double {
        let start = driver.frameClock.now
        var time = start
        while driver.shell.isTransitioning && time - start < SessionPlayer.settleLimit {
            time += 1 / SessionPlayer.settleRate
            driver.beginFrame(at: time)
            driver.step()
            if !onFrame(driver.frames - 1, time, "") { break }
        }
        return time - start
    }
}
