import Sessions

/// What is wrong with how a replayed session ended, if anything: no frames, a cut-off or
/// missing end line, or an end line whose summary is not where the replay ended.
@MainActor
enum SessionEndCheck {
    static func problem(_ end: SessionPlayer.End?, reader: SessionReader, driver: FrameDriver) -> SessionError? {
        guard driver.frames > 0 else { return SessionError(line: reader.parser.lineNumber, "no frame lines: nothing was replayed") }
        guard let end else {
            let line = reader.truncatedLine ?? reader.parser.lineNumber
            let why = reader.truncatedLine != nil ? "the last line is cut off (a crashed recording?)" : "no end line (a recording that was killed?)"
            return SessionError(line: line, "\(why); replayed the \(driver.frames) frames before it; the end state is not verified")
        }
        let differences = driver.summary.differences(fromRecorded: end.summary)
        guard differences.isEmpty else { return SessionError(line: end.line, "the end line differs: " + differences.joined(separator: "; ")) }
        return nil
    }
}
