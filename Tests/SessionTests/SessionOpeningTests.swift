import Foundation
import Testing
import Sessions

/// Opening what is not a plain session file: a clear file-level error or an empty session,
/// never a trap (FileHandle traps on a directory) and never a wait without end (a FIFO).
@Suite struct SessionOpeningTests {
    func openError(_ path: String) -> SessionError? {
        do {
            _ = try SessionReader(path: path, knownScenes: SessionFiles.scenes)
            return nil
        } catch {
            return error
        }
    }

    @Test func aDirectoryIsNamedAsOne() throws {
        let dir = SessionFiles.temporaryPath("dir")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let e = try #require(openError(dir))
        #expect(e.line == 0 && e.reason == "is a directory, not a session file")
        #expect(e.message(file: dir) == "\(dir): is a directory, not a session file")
    }

    @Test func missingAndUnreachableFilesSayWhy() throws {
        #expect(openError("/no/such/session.jsonl")?.reason == "cannot open: No such file or directory")
        // A path through a plain file: no one, root included, can open it.
        let file = try SessionFiles.write([SessionFiles.headerLine])
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(openError(file + "/x")?.reason == "cannot open: Not a directory")
    }

    @Test func aFileWithoutReadPermission() throws {
        let file = try SessionFiles.write([SessionFiles.headerLine])
        defer { try? FileManager.default.removeItem(atPath: file) }
        chmod(file, 0)
        if getuid() == 0 {
            // Root reads it anyway: the session reads as usual.
            #expect(openError(file) == nil)
        } else {
            #expect(openError(file)?.reason == "cannot open: Permission denied")
        }
    }

    /// A file that opens but cannot be read: /proc/self/mem at offset 0 fails with EIO.
    @Test func aReadErrorNamesTheLineBeingRead() throws {
        try #require(FileManager.default.fileExists(atPath: "/proc/self/mem"))
        let e = try #require(SessionFiles.error("/proc/self/mem"))
        #expect(e.line == 1 && e.reason == "cannot read: Input/output error")
    }

    @Test func aFIFOWithoutAWriterIsRefusedAfterItsWait() throws {
        let fifo = try makeFIFO()
        defer { unlink(fifo) }
        let result = recordCount(fifo, within: SessionLimits.fifoWriterWait + 5)
        #expect(result == .failure(SessionError.file("is a FIFO that no process opened for writing within 1 s")), "\(String(describing: result))")
    }

    /// A writer that opens after the reader and then writes slowly is waited for.
    @Test func aFIFOWithALateSlowWriterReadsEverything() throws {
        let fifo = try makeFIFO()
        defer { unlink(fifo) }
        let lines = [SessionFiles.headerLine, SessionRecord.frame(index: 0, time: 1, digest: "ab").jsonLine]
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            let fd = open(fifo, O_WRONLY)
            guard fd >= 0 else { return }
            for line in lines {
                _ = (line + "\n").withCString { write(fd, $0, strlen($0)) }
                Thread.sleep(forTimeInterval: 0.3)
            }
            close(fd)
        }
        writer.start()
        #expect(recordCount(fifo, within: 10) == .success(2))
    }

    /// `segue replay <(cat f)`: a pipe whose writer is already there, named /dev/fd/N.
    @Test func aPipeWithAWriterReadsNormally() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let text = SessionFiles.headerLine + "\n" + SessionRecord.frame(index: 0, time: 1, digest: "ab").jsonLine + "\n"
        let writeEnd = fds[1]
        let writer = Thread {
            _ = text.withCString { write(writeEnd, $0, strlen($0)) }
            close(writeEnd)
        }
        writer.start()
        #expect(recordCount("/dev/fd/\(fds[0])", within: 10) == .success(2))
    }

    /// How many records `path` holds, read on a thread given `seconds`; nil when it hangs.
    func recordCount(_ path: String, within seconds: Double) -> Result<Int, SessionError>? {
        Deadline.run(within: seconds) { Result { () throws(SessionError) -> Int in try SessionFiles.readAll(path).0.count } }
    }

    func makeFIFO() throws -> String {
        let path = SessionFiles.temporaryPath("fifo")
        try #require(mkfifo(path, 0o600) == 0)
        return path
    }
}
