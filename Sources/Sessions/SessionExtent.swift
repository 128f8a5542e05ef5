/// A session read through once without replaying it: its header and where its frame lines
/// start and end, so a replay at a fixed frame rate knows its length (and a progress bar
/// its total) before the first frame.
public struct SessionExtent: Equatable, Sendable {
    public let header: SessionHeader
    /// The number of frame lines, and the times of the first and last (0 without frames).
    public let frames: Int
    public let firstTime: Double
    public let lastTime: Double

    public init(header: SessionHeader, frames: Int, firstTime: Double, lastTime: Double) {
        self.header = header
        self.frames = frames
        self.firstTime = firstTime
        self.lastTime = lastTime
    }

    /// Reads a whole file, from its first line; errors are the reader's (the replay would
    /// meet them too), and a file without a header line is one.
    public static func read(_ reader: SessionReader) throws(SessionError) -> SessionExtent {
        guard let first = try reader.next() else { throw SessionError(line: 1, "empty session (no header)") }
        guard case .header(let header) = first else { throw SessionError(line: 1, "the first line is not a header") }
        var frames = 0
        var firstTime = 0.0, lastTime = 0.0
        while let record = try reader.next() {
            guard case .frame(_, let time, _) = record else { continue }
            if frames == 0 { firstTime = time }
            lastTime = max(lastTime, time)
            frames += 1
        }
        return SessionExtent(header: header, frames: frames, firstTime: firstTime, lastTime: lastTime)
    }

    /// The frames at `rate` a second, from the first frame line to the last.
    public func schedule(rate: Double) -> FixedRateSchedule {
        FixedRateSchedule(start: firstTime, end: lastTime, rate: rate)
    }
}
