import Foundation
import Testing

/// Diagnostics on standard error whose reader left (`2>&1 | head -1`) are lost, never a
/// crash: FileHandle's write trapped on EPIPE (exit 132, SIGILL), found by a newcomer's audit.
@Suite struct StandardErrorTests {
    @Test func anErrorMessageToAClosedPipeKeepsItsExitCode() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try Tool.segue)
        p.arguments = ["replay", "/nonexistent/segue-session.jsonl"]
        p.environment = Tool.baseEnvironment()
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        // The reader is gone before segue writes its message.
        try err.fileHandleForReading.close()
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == 2, "\(p.terminationReason) \(p.terminationStatus)")
    }
}
