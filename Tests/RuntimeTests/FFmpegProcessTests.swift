import Foundation
import Testing
import Runtime
import Video

/// Every wait on ffmpeg is bounded or interruptible, and ending it twice is safe.
@Suite struct FFmpegProcessTests {
    /// A stand-in that never reads its input.
    func sleeper() throws -> FFmpegProcess {
        try FFmpegProcess(executable: "/bin/sleep", arguments: ["600"])
    }

    @Test func aReaderThatStopsReadingIsAStall() throws {
        let process = try sleeper()
        process.stallLimit = 0.3
        let started = Date()
        #expect(throws: FFmpegProcess.WriteFailure.self) { try process.write([UInt8](repeating: 0, count: 1 << 20)) }
        #expect(Date().timeIntervalSince(started) < 3)
        process.cancel()
        process.cancel()
        #expect(process.finish() == .stopped)
    }

    @Test func aStopEndsABlockedWriteAndTheWaitForExit() throws {
        let process = try sleeper()
        let stopAt = Date().addingTimeInterval(0.3)
        process.shouldStop = { Date() > stopAt }
        #expect(throws: FFmpegProcess.WriteFailure.stopped) { try process.write([UInt8](repeating: 0, count: 1 << 20)) }
        let started = Date()
        #expect(process.finish() == .stopped)
        #expect(Date().timeIntervalSince(started) < 2.5)
    }

    /// The hang the issue found: finishing and then cancelling waited twice on one semaphore.
    @Test func finishingThenCancellingReturns() throws {
        let process = try FFmpegProcess(executable: "/bin/sh", arguments: ["-c", "cat >/dev/null; echo done >&2; exit 3"])
        try process.write([1, 2, 3])
        #expect(process.finish() == .exited(status: 3, stderr: "done\n"))
        process.cancel()
        #expect(process.finish() == .exited(status: 3, stderr: "done\n"))
    }
}
