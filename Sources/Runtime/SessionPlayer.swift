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
        var pending: [SessionEvent] = []
        var end: End?
        while let record = try reader.next() {
            if end != nil {
                throw SessionError(line: reader.parser.lineNumber, "a line after the end line (the end line must be the last)")
            }
            switch record {
            case .event(let e):
                // Events wait for their frame; a file of events without frames must not
                // hold them all in memory.
                guard pending.count < SessionPlayer.eventsPerFrameLimit else {
                    throw SessionError(line: reader.parser.lineNumber, "more than \(SessionPlayer.eventsPerFrameLimit) events before a frame line")
                }
                pending.append(e)
            case .frame(let index, let time, let digest):
                driver.beginFrame(at: time)
                for e in pending {
                    driver.apply(e)
                    onEvent(e)
                }
                pending.removeAll(keepingCapacity: true)
                driver.step()
                if !onFrame(index, time, digest) { return nil }
            case .end(let summary):
                end = End(summary: summary, line: reader.parser.lineNumber)
            case .header:
                break
            }
        }
        return end
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
