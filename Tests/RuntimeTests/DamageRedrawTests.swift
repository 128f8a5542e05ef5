import Compositor
import Foundation
import Geometry
import Runtime
@_spi(Testing) import SDLPlatform
import SegueTesting
import Sessions
import Testing
import DemoTesting
import Scenes

/// The software renderer redraws only what changed in the window since the last frame
/// (`FrameDamage`). Every frame of sessions from the demos, drawn that way, is exactly the
/// frame drawn whole (frames that redraw all of it are that by definition, so the others are
/// compared); a transition that leaves most of the window still redraws a fraction of it;
/// and each damage fault (`RenderFault.staleDamage`, `.staleOffscreen`) comes out as wrong
/// pixels.
@MainActor
@Suite(.serialized) struct DamageRedrawTests {
    struct Outcome {
        var frames = 0
        /// Frames that redrew part of the window, and the share of the window they redrew.
        var partial = 0
        var redrawn = 0.0
        var wrong: [String] = []
    }

    /// Replays `name`, drawing each frame as the app does, then, where that redrew part of
    /// the window, again whole from the same draw list, and compares the two.
    func replay(_ name: String, fault: RenderFault? = nil) throws -> Outcome {
        let file = ExampleSession.path(name)
        let reader = try SessionReader(appSession: file, app: DemoApp.repository)
        guard case .header(let header) = try reader.next() else { throw ExampleSession.Failed(description: "\(file): no header") }
        let stage = try Stage(resources: SceneHarness.resources(), scene: header.scene, size: header.windowSize, output: .headless(scale: 1),
            startTime: 0, spec: header.spec)
        defer { stage.close() }
        guard let renderer = stage.canvas?.renderer else { throw ExampleSession.Failed(description: "no canvas") }
        stage.compositor.fault = fault
        let seeker = SessionSeeker(file: file, reader: try SessionSeeker.open(file, app: DemoApp.repository), stage: stage)
        var out = Outcome()
        let window = header.windowSize.width * header.windowSize.height
        while try seeker.step() != nil {
            defer { out.frames += 1 }
            _ = stage.render()
            guard let d = renderer.windowDamage else { continue }
            out.partial += 1
            out.redrawn += d.reduce(0) { $0 + $1.width * $1.height } / window
            let tracked = renderer.outputBytes()
            renderer.tracksDamage = false
            renderer.execute(stage.compositor.drawList)
            renderer.tracksDamage = true
            if let i = DamageRedrawTests.firstDifference(renderer.outputBytes(), tracked) {
                let row = renderer.outputBytes().count / max(1, Int(header.windowSize.height))
                out.wrong.append("frame \(out.frames) at x \(i % row / 4), y \(i / row)")
            }
        }
        return out
    }

    /// The first byte where two frames' bytes differ.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        guard a.count == b.count else { return 0 }
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in (0..<x.count).first { x[$0] != y[$0] } } }
    }

    @Test(arguments: ["logo-reveal-tap-push", "photos-card-lands", "modal-zoom-present-grabbed-cancels", "sheets-drag-dismiss"])
    func everyFrameIsTheFrameDrawnWhole(_ name: String) throws {
        let r = try replay(name)
        #expect(r.frames > 10)
        #expect(r.wrong.isEmpty, "\(name): \(r.wrong.prefix(5).joined(separator: "; "))")
        // The damage is used: part of the window is redrawn in some frames.
        #expect(r.partial > 0, "\(name): every frame redrew the whole window")
    }

    /// A transition that leaves most of the window still redraws a fraction of it.
    @Test func theContactsZoomRedrawsPartOfTheWindow() throws {
        let r = try replay("contacts-tap-push")
        #expect(r.wrong.isEmpty, "\(r.wrong.prefix(5).joined(separator: "; "))")
        #expect(r.partial >= r.frames / 2, "\(r.partial) of \(r.frames) frames partial")
        #expect(r.redrawn / Double(max(1, r.partial)) < 0.6, "redrawn share \(r.redrawn / Double(max(1, r.partial)))")
    }

    @Test func forgettingWhereThingsWereLeavesATrail() throws {
        let r = try replay("contacts-tap-push", fault: .staleDamage)
        #expect(!r.wrong.isEmpty, "the fault left no wrong frame")
    }

    /// A translucent group (drawn offscreen) whose content changes in place: its copy onto
    /// the window is the same command, and only the offscreen pass says it changed.
    @Test(arguments: [false, true])
    func aGroupRedrawnOffscreenInPlaceIsRedrawn(faulty: Bool) throws {
        let size = Size(width: 200, height: 150)
        let canvas = try HeadlessCanvas(size: size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let compositor = Compositor()
        compositor.fault = faulty ? .staleOffscreen : nil
        defer { compositor.releaseResources(on: canvas.renderer) }
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        let group = Layer()
        group.frame = Rect(x: 40, y: 30, width: 100, height: 80)
        group.opacity = 0.6
        let a = Layer(), b = Layer()
        a.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        a.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1)
        b.frame = Rect(x: 30, y: 20, width: 60, height: 60)
        b.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.9)
        group.addSublayer(a)
        group.addSublayer(b)
        root.addSublayer(group)
        compositor.render(root, on: canvas.renderer, scale: 1)
        b.backgroundColor = Color(red: 0.1, green: 0.8, blue: 0.2)
        compositor.render(root, on: canvas.renderer, scale: 1)
        #expect(canvas.renderer.windowDamage != nil, "a partial redraw")
        let tracked = canvas.renderer.outputBytes()
        canvas.renderer.tracksDamage = false
        canvas.renderer.execute(compositor.drawList)
        let whole = canvas.renderer.outputBytes()
        let difference = DamageRedrawTests.firstDifference(whole, tracked)
        if faulty {
            #expect(difference != nil, "the stale group was not caught")
        } else {
            #expect(difference == nil, "first difference at pixel \(difference ?? -1)")
        }
    }

    /// Three groups far apart, each drawn offscreen into the same pooled target in turn, all
    /// changing: the damage is three places, but a second pass would draw the second group's
    /// copy from a target that by then holds the third; the frame is one rectangle, and
    /// the frame is what the whole redraw is. Two changes far apart with no group are two
    /// rectangles, drawn in two passes, and the frame is the whole redraw too.
    @Test func groupsSharingATargetAreRedrawnInOnePass() throws {
        let size = Size(width: 800, height: 600)
        let canvas = try HeadlessCanvas(size: size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let compositor = Compositor()
        compositor.cachesRasterizedLayers = false
        defer { compositor.releaseResources(on: canvas.renderer) }
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        var inner: [Layer] = []
        for (x, y) in [(10.0, 10.0), (700.0, 10.0), (10.0, 500.0)] {
            let group = Layer()
            group.frame = Rect(x: x, y: y, width: 80, height: 80)
            group.opacity = 0.6
            let a = Layer(), b = Layer()
            a.frame = Rect(x: 0, y: 0, width: 50, height: 50)
            a.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1)
            b.frame = Rect(x: 25, y: 25, width: 50, height: 50)
            b.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.9)
            group.addSublayer(a)
            group.addSublayer(b)
            root.addSublayer(group)
            inner.append(b)
        }
        let lone = Layer()
        lone.frame = Rect(x: 720, y: 520, width: 40, height: 40)
        lone.backgroundColor = .black
        root.addSublayer(lone)
        func check(_ change: () -> Void, rectangles: Int) {
            compositor.render(root, on: canvas.renderer, scale: 1)
            change()
            compositor.render(root, on: canvas.renderer, scale: 1)
            #expect(canvas.renderer.windowDamage?.count == rectangles, "\(canvas.renderer.windowDamage as Any)")
            let tracked = canvas.renderer.outputBytes()
            canvas.renderer.tracksDamage = false
            canvas.renderer.execute(compositor.drawList)
            canvas.renderer.tracksDamage = true
            let difference = DamageRedrawTests.firstDifference(canvas.renderer.outputBytes(), tracked)
            #expect(difference == nil, "first difference at byte \(difference ?? -1)")
        }
        check({
            inner[0].backgroundColor = Color(red: 0.1, green: 0.8, blue: 0.2)
            inner[1].backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.7)
            inner[2].backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.1)
        }, rectangles: 1)
        // Without the groups: the lone square and a square far from it are two rectangles.
        for group in root.sublayers.prefix(3) { group.removeFromSuperlayer() }
        let other = Layer()
        other.frame = Rect(x: 20, y: 20, width: 40, height: 40)
        other.backgroundColor = .black
        root.addSublayer(other)
        check({
            lone.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
            other.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.9)
        }, rectangles: 2)
    }
}
