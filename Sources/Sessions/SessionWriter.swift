import Foundation

/// Appends records to a session file. Each frame line is followed by a flush to the file, so a
/// crash leaves a valid prefix.
public final class SessionWriter {
    public let path: String
    private let handle: FileHandle
    private var pending = Data()

    /// Creates (or truncates) the file; fails at once when it cannot be written.
    public init(path: String) throws(SessionError) {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
            throw .file("cannot write \(path)")
        }
        handle = h
    }

    public func append(_ record: SessionRecord) {
        pending.append(contentsOf: Array((record.jsonLine + "\n").utf8))
        if case .frame = record { flush() }
        if case .end = record { flush() }
    }

    public func flush() {
        guard !pending.isEmpty else { return }
        handle.write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    public func close() {
        flush()
        try? handle.close()
    }
}
