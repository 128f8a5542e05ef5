import Foundation

/// Streams a session file line by line in constant memory, parsing each line as it goes.
/// A last line cut short (a recording that crashed mid-write) is reported as truncated
/// rather than as an error.
public final class SessionReader {
    public let path: String
    private let handle: FileHandle
    private var buffer = Data()
    private var atEnd = false
    public private(set) var parser: SessionParser
    /// Set when the file ended inside a line that did not parse.
    public private(set) var truncatedLine: Int?

    public init(path: String, knownScenes: Set<String>) throws(SessionError) {
        self.path = path
        guard let h = FileHandle(forReadingAtPath: path) else { throw SessionError(line: 0, "cannot open for reading") }
        handle = h
        parser = SessionParser(knownScenes: knownScenes)
    }

    deinit { try? handle.close() }

    /// The next record, or nil at the end of the file.
    public func next() throws(SessionError) -> SessionRecord? {
        while true {
            if let nl = buffer.firstIndex(of: 0x0A) {
                let lineData = buffer[buffer.startIndex..<nl]
                buffer.removeSubrange(buffer.startIndex...nl)
                if lineData.isEmpty { continue }
                guard let line = String(data: lineData, encoding: .utf8) else {
                    throw SessionError(line: parser.lineNumber + 1, "not text (invalid UTF-8)")
                }
                return try parser.parse(line)
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                // A last line without its newline: a whole record, or a cut-off one.
                let rest = buffer
                buffer.removeAll()
                guard let line = String(data: rest, encoding: .utf8) else {
                    truncatedLine = parser.lineNumber + 1
                    return nil
                }
                var probe = parser
                do {
                    let record = try probe.parse(line)
                    parser = probe
                    return record
                } catch {
                    if JSONValue.parse(line) == nil {
                        truncatedLine = parser.lineNumber + 1
                        return nil
                    }
                    throw error
                }
            }
            let chunk = handle.readData(ofLength: 64 * 1024)
            if chunk.isEmpty { atEnd = true } else { buffer.append(chunk) }
            if buffer.count > 4 * 1024 * 1024 && buffer.firstIndex(of: 0x0A) == nil {
                throw SessionError(line: parser.lineNumber + 1, "a line longer than 4 MiB")
            }
        }
    }
}
