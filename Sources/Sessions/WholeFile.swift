/// A small file read whole (a spec file), opened as a session file is (`SessionFile`): a
/// folder is refused, a FIFO with no writer is refused after `SessionLimits.fifoWriterWait`
/// instead of hanging, a pipe (`<(...)`) is read to its end; at most `limit` bytes are kept.
public enum WholeFile {
    /// The file's bytes, up to `limit + 1` of them (more than `limit` says the file is too
    /// large), or why it cannot be read (a file-level `SessionError`).
    public static func read(path: String, limit: Int) throws(SessionError) -> [UInt8] {
        try read(from: SessionFile(path: path), limit: limit)
    }

    /// The same from an open file, from where it is read up to.
    static func read(from file: SessionFile, limit: Int) throws(SessionError) -> [UInt8] {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while out.count <= limit {
            let n = try file.read(into: &chunk, line: 0)
            if n == 0 { break }
            out += chunk[0..<min(n, limit + 1 - out.count)]
        }
        return out
    }
}
