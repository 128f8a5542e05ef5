import Sessions

/// A recorded session played one frame at a time, on demand: the events before a frame
/// line are applied at that frame's time, then the frame is stepped. `SessionPlayer` plays
/// a whole session with it; a second run replayed in step with a first (a side-by-side
/// video) asks for the next frame's time before stepping it.
@MainActor
public final class SessionStepper {
    /// A frame line: its index, its time on the engine's clock, and its recorded digest.
    public struct Frame: Equatable, Sendable {
        public let index: Int
        public let time: Double
        public let digest: String
    }

    public let reader: SessionReader
    public let driver: FrameDriver
    /// Events read ahead of `upcoming`, applied when it is stepped.
    private var pending: [SessionEvent] = []
    /// The line of each pending event in the file.
    private var pendingLines: [Int] = []
    private var upcoming: Frame?
    /// The recording's end line, once read.
    public private(set) var end: SessionPlayer.End?

    public init(reader: SessionReader, driver: FrameDriver) {
        self.reader = reader
        self.driver = driver
    }

    /// The next frame line, read ahead (its events are held, not applied); nil at the end
    /// of the file. The end line must be the last record.
    public func peek() throws(SessionError) -> Frame? {
        if let upcoming { return upcoming }
        while let record = try reader.next() {
            if end != nil { throw SessionExtent.lineAfterEnd(reader.parser.lineNumber) }
            switch record {
            case .event(let e):
                // Events wait for their frame; a file of events without frames must not
                // hold them all in memory.
                guard pending.count < SessionLimits.eventsBetweenFrames else { throw SessionExtent.tooManyEvents(reader.parser.lineNumber) }
                pending.append(e)
                pendingLines.append(reader.parser.lineNumber)
            case .frame(let index, let time, let digest):
                upcoming = Frame(index: index, time: time, digest: digest)
                return upcoming
            case .end(let summary):
                end = SessionPlayer.End(summary: summary, line: reader.parser.lineNumber)
            case .header:
                break
            }
        }
        return nil
    }

    /// Applies the next frame's events at its time and steps it (`onEvent` sees each event
    /// as it is applied); nil at the end of the file.
    public func step(onEvent: (SessionEvent) -> Void = { _ in }) throws(SessionError) -> Frame? {
        guard let frame = try peek() else { return nil }
        upcoming = nil
        driver.beginFrame(at: frame.time)
        for e in pending {
            driver.apply(e)
            onEvent(e)
        }
        pending.removeAll(keepingCapacity: true)
        pendingLines.removeAll(keepingCapacity: true)
        driver.step()
        return frame
    }

    /// The next frame line and the events before it, each with its line in the file, taken
    /// without applying or stepping anything (a player that times the frames itself applies
    /// them: `ReanchoredPlayer`); nil at the end of the file.
    public func take() throws(SessionError) -> (frame: Frame, events: [(event: SessionEvent, line: Int)])? {
        guard let frame = try peek() else { return nil }
        upcoming = nil
        let events = zip(pending, pendingLines).map { (event: $0, line: $1) }
        pending.removeAll(keepingCapacity: true)
        pendingLines.removeAll(keepingCapacity: true)
        return (frame, events)
    }
}
