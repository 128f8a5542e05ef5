import Foundation
import SDLPlatform
import Testing

/// The debug overlay's Freeze button, clicked with the real pointer: it freezes a live
/// zoom (the strip shows) and resumes it, recorded as the key F, and the recording replays
/// with --verify.
extension LiveWindowTests {
    @Test func theOverlaysFreezeButtonFreezesAndResumesAndTheRecordingVerifies() throws {
        let path = tempPath("freeze-button.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--scene", "contacts", "--size", "800x600", "--record", path])
        try app.key("d")
        try app.key("s")
        try app.click(132, 130)
        Thread.sleep(forTimeInterval: 1.0)
        // The button sits in the overlay's bottom-left corner (12 pt in, 12 pt up, 8 pt padding).
        let strip = { (s: RGBAImage) in s.count(inX: 500..<800, y: 470..<600, near: self.stripGround, tolerance: 6) > 8_000 }
        try app.click(70, 568)
        #expect(strip(try app.waitForScreen(strip)), "the button did not freeze the zoom")
        try app.click(70, 568)
        #expect(!strip(try app.waitForScreen { !strip($0) }), "the button did not resume")
        Thread.sleep(forTimeInterval: 3.5)
        try app.key("q")
        #expect(app.exitStatus() == 0, "\(app.remainingStderr())")
        let lines = try sessionLines(path)
        let actions = lines.filter { $0["type"] as? String == "freeze" }.compactMap { $0["action"] as? String }
        #expect(actions == ["freeze", "resume"], "\(actions)")
        #expect(lines.filter { $0["type"] as? String == "key" && $0["key"] as? String == "f" }.count == 2)
        let verify = try segue(["replay", path, "--headless", "--no-render", "--verify", "--summary"])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.contains("\"stack\":[\"Contacts\","), "\(verify.stdout)")
    }
}
