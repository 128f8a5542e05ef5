import Foundation
import Motion

/// Streams a session file line by line in constant memory, parsing each line as it goes.
/// A last line cut short (a recording that crashed mid-write) is reported as truncated
/// rather than as an error.
public final class SessionReader {
    public let path: String
    private let file: SessionFile
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    /// Bytes read but not yet returned as lines start at `head`; `scanned` is how far the
    /// search for the next newline got, so a long line is not searched again per chunk.
    private var buffer: [UInt8] = []
    private var head = 0
    private var scanned = 0
    private var atEnd = false
    public private(set) var parser: SessionParser
    /// Set when the file ended inside a line that did not parse.
    public private(set) var truncatedLine: Int?
    /// Why a file gave no first record: empty, or its header line cut off (a recording that
    /// crashed as it began).
    public var noHeaderReason: String {
        truncatedLine == 1 ? "the header line is cut off (a recording that crashed as it began?)" : "empty session (no header)"
    }

    /// Opens the file; a missing or unreadable file, or a directory, is a file-level error
    /// (line 0). A FIFO without a writer reads as empty rather than blocking. Given
    /// `regularBecause` (why the caller reads it again), anything but a regular file is refused.
    public init(path: String, knownScenes: Set<String>, catalogue: SpecCatalogue = .empty, regularBecause: String? = nil) throws(SessionError) {
        self.path = path
        file = try SessionFile(path: path, regularBecause: regularBecause)
        parser = SessionParser(knownScenes: knownScenes, catalogue: catalogue)
    }

    /// Whether the file is a regular file, which can be opened and read through again (a
    /// FIFO or a pipe gives its lines once).
    public var isRegularFile: Bool { file.isRegular }

    /// The next record, or nil at the end of the file.
    public func next() throws(SessionError) -> SessionRecord? {
        while true {
            if let nl = newline() {
                let line = buffer[head..<nl]
                head = nl + 1
                scanned = head
                if line.isEmpty {
                    parser.skipBlankLine()
                    continue
                }
                try checkLength(line.count)
                return try parser.parse(text(line))
            }
            scanned = buffer.count
            if atEnd { return try lastLine() }
            try fill()
        }
    }

    /// Reads the next chunk, first dropping the lines already returned.
    private func fill() throws(SessionError) {
        if head > 0 {
            buffer.removeFirst(head)
            scanned -= head
            head = 0
        }
        try checkLength(buffer.count)
        let n = try file.read(into: &chunk, line: parser.lineNumber + 1)
        if n == 0 { atEnd = true } else { buffer.append(contentsOf: chunk[..<n]) }
    }

    /// A last line without its newline: a whole record, or a cut-off one.
    private func lastLine() throws(SessionError) -> SessionRecord? {
        guard head < buffer.count else { return nil }
        let rest = buffer[head...]
        head = buffer.count
        scanned = head
        try checkLength(rest.count)
        guard let line = SessionReader.utf8(rest) else {
            truncatedLine = parser.lineNumber + 1
            return nil
        }
        var probe = parser
        do {
            let record = try probe.parse(line)
            parser = probe
            return record
        } catch {
            // Cut off: the start of a JSON text that ends too soon. Anything else (a key given
            // twice, a number JSON does not allow, text that is not JSON) is as much an error
            // here as on any other line.
            if case .failure(let e) = JSONValue.parseText(line), e.failure == .endsTooSoon {
                truncatedLine = parser.lineNumber + 1
                return nil
            }
            throw error
        }
    }

    /// The index of the next newline at or after `scanned` (memchr: this runs over every byte).
    private func newline() -> Int? {
        let from = scanned
        return buffer.withUnsafeBytes { raw -> Int? in
            guard from < raw.count, let p = memchr(raw.baseAddress! + from, 0x0A, raw.count - from) else { return nil }
            return UnsafeRawPointer(p) - raw.baseAddress!
        }
    }

    private func checkLength(_ bytes: Int) throws(SessionError) {
        guard bytes <= SessionLimits.lineBytes else {
            throw SessionError(line: parser.lineNumber + 1, "a line longer than \(SessionLimits.lineBytes / 1024 / 1024) MiB")
        }
    }

    private func text(_ line: ArraySlice<UInt8>) throws(SessionError) -> String {
        guard let s = SessionReader.utf8(line) else { throw SessionError(line: parser.lineNumber + 1, "not text (invalid UTF-8)") }
        return s
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) -> String? {
        if #available(macOS 15, *) { return String(validating: bytes, as: UTF8.self) }
        return String(bytes: bytes, encoding: .utf8)
    }
}
