import Motion

/// A session read through once without replaying it: its header and where its frame lines
/// start and end, so a replay at a fixed frame rate knows its length (and a progress bar
/// its total) before the first frame.
public struct SessionExtent: Equatable, Sendable {
    public let header: SessionHeader
    /// The number of frame lines, and the times of the first and last (0 without frames).
    public let frames: Int
    public let firstTime: Double
    public let lastTime: Double
    /// The recording's parameter changes (the inspector's), in order.
    public let parameterChanges: [SpecAssignment]

    public init(header: SessionHeader, frames: Int, firstTime: Double, lastTime: Double, parameterChanges: [SpecAssignment] = []) {
        self.header = header
        self.frames = frames
        self.firstTime = firstTime
        self.lastTime = lastTime
        self.parameterChanges = parameterChanges
    }

    /// What a replay under `overrides` (which hold through it: the recording's own changes
    /// to those parameters are skipped) does differently from the recording: the
    /// parameters whose starting values differ, and the recorded changes it skips that
    /// would have set another value. Both empty: the replay is the recording.
    public func departures(under overrides: [SpecAssignment]) throws(SpecError) -> (start: [(parameter: SpecParameter, recorded: SpecValue, replayed: SpecValue)], skipped: [SpecAssignment]) {
        var spec = header.spec
        try spec.apply(overrides)
        let pinned = Dictionary(overrides.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        let start = spec.differences(from: header.spec).map { ($0.parameter, $0.theirs, $0.mine) }
        let skipped = parameterChanges.filter { change in pinned[change.name].map { $0 != change.value } ?? false }
        return (start, skipped)
    }

    /// Reads a whole file, from its first line, without replaying it: every error a replay
    /// meets reading it, with the same message. The reader's, a file without a header line,
    /// and the order a replay needs: nothing after the end line, at most
    /// `SessionLimits.eventsBetweenFrames` events between two frame lines.
    public static func read(_ reader: SessionReader) throws(SessionError) -> SessionExtent {
        guard let first = try reader.next() else { throw SessionError(line: 1, reader.noHeaderReason) }
        guard case .header(let header) = first else { throw SessionError(line: 1, "the first line is not a header") }
        var frames = 0
        var firstTime = 0.0, lastTime = 0.0
        var changes: [SpecAssignment] = []
        var ended = false
        var events = 0
        while let record = try reader.next() {
            if ended { throw SessionExtent.lineAfterEnd(reader.parser.lineNumber) }
            switch record {
            case .frame(_, let time, _):
                if frames == 0 { firstTime = time }
                lastTime = max(lastTime, time)
                frames += 1
                events = 0
            case .event(let e):
                guard events < SessionLimits.eventsBetweenFrames else { throw SessionExtent.tooManyEvents(reader.parser.lineNumber) }
                events += 1
                if case .parameter(let change, _) = e { changes.append(change) }
            case .end:
                ended = true
            case .header:
                break
            }
        }
        return SessionExtent(header: header, frames: frames, firstTime: firstTime, lastTime: lastTime, parameterChanges: changes)
    }

    /// A record after the end line (the end line must be the last).
    public static func lineAfterEnd(_ line: Int) -> SessionError {
        SessionError(line: line, "a line after the end line (the end line must be the last)")
    }

    /// The event past `SessionLimits.eventsBetweenFrames` since the last frame line.
    public static func tooManyEvents(_ line: Int) -> SessionError {
        SessionError(line: line, "more than \(SessionLimits.eventsBetweenFrames) events before a frame line")
    }

    /// The frames at `rate` a second, from the first frame line to the last.
    public func schedule(rate: Double) -> FixedRateSchedule {
        FixedRateSchedule(start: firstTime, end: lastTime, rate: rate)
    }
}
