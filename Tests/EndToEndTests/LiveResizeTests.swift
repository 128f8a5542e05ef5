import Foundation
import SDLPlatform
import Testing

/// The live window with the software renderer, resized fifteen times while a transition runs:
/// frames built for one size are drawn on an output of another, and the app must keep drawing
/// and quit cleanly. Each resize is its own X request, waited for (`--sync`) and so a frame or
/// more apart, as a hand dragging a window's corner sends them: that is what crashed Logo
/// Reveal (a fill laid out for the old size written past the new surface). Under `scripts/test`
/// the app is the AddressSanitizer build (`SEGUE_ASAN_BINARY`), so a write past a surface is
/// reported even where it corrupts nothing that crashes. `ResizeMidFrameTests` checks every
/// demo's transition in-process against guard bytes; this checks the real window's path
/// (`followWindowSize`) on the demos with the largest fills.
@Suite(.serialized) struct LiveResizeTests {
    /// Each demo and a point (in an 800x600 window; the test's is 1200x900) whose click starts its transition.
    static let transitionStarts: [String: (x: Int, y: Int)] = ["logo-reveal": (400, 300), "sheets": (400, 242)]

    @Test(arguments: ["logo-reveal", "sheets"])
    func resizingDuringATransitionKeepsTheSoftwareWindowAlive(_ scene: String) throws {
        let start = try #require(Self.transitionStarts[scene])
        let asan = ProcessInfo.processInfo.environment["SEGUE_ASAN_BINARY"].flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--scene", scene, "--size", "1200x900", "--renderer", "software"],
            environment: ["ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0:exitcode=86", "SWIFT_BACKTRACE": "enable=no"], binary: asan)
        try app.click(start.x * 3 / 2, start.y * 3 / 2)
        // Fifteen sizes, shrinking then growing, each waited for.
        for i in 1...15 {
            let (w, h) = i <= 8 ? (1200 - i * 40, 900 - i * 30) : (880 + (i - 8) * 40, 660 + (i - 8) * 30)
            try app.resize(w, h)
        }
        try app.resize(820, 620)
        // Still drawing, at the last size: the window shows the scene's own pixels, not black.
        let shot = try app.waitForScreen { $0.width == 820 && $0.count(inX: 0..<820, y: 0..<620, near: (0, 0, 0), tolerance: 8) < 820 * 620 / 2 }
        #expect(shot.width == 820 && shot.height == 620)
        try app.key("q")
        let status = app.exitStatus()
        let said = app.remainingStderr()
        #expect(status == 0, "\(scene): exit \(String(describing: status)): \(said.suffix(2000))")
        #expect(!said.contains("AddressSanitizer") && !said.contains("crashed"), "\(said.suffix(2000))")
    }

    /// An idle window grown with the software renderer shows the scene over all of its new
    /// area: the frame presented at the resize could reach X before the window had its new
    /// size and be cut to the old one, and nothing was drawn again until the scene changed
    /// (the new area stayed black; a newcomer's audit found it on the catalogue).
    @Test func anIdleWindowGrownIsDrawnToItsNewEdges() throws {
        let x = try Xvfb(width: 1600, height: 1200)
        let app = try LiveSegue(on: x, ["--size", "800x600", "--renderer", "software"])
        _ = try app.waitForScreen { $0.width == 800 }
        try app.resize(1100, 820)
        // The catalogue's background in the far corner, not black.
        let corner = { (shot: RGBAImage) in shot.count(inX: 1000..<1100, y: 720..<820, near: (0, 0, 0), tolerance: 8) }
        let shot = try app.waitForScreen { $0.width == 1100 && $0.height == 820 && corner($0) == 0 }
        #expect(shot.width == 1100 && shot.height == 820, "\(shot.width)x\(shot.height)")
        #expect(corner(shot) == 0, "\(corner(shot)) of the grown corner's 10000 pixels are black")
        try app.key("q")
        #expect(app.exitStatus() == 0)
    }
}
