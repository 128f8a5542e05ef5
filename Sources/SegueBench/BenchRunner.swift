import Runtime
import CAllocCounter
import Compositor
import Foundation
import Geometry
import Navigation
import Scenes
import SDLPlatform
import Views

/// Runs the benchmark figures headless (software renderer, 1280x800) in one process, so each
/// figure is a ratio of two things measured the same way in the same run.
@MainActor
public struct BenchRunner {
    let framesPerRound: Int
    /// The figures to measure (all when empty).
    var only: Set<String> = []
    let rounds = 7
    let size = Size(width: 1280, height: 800)

    public init(framesPerRound: Int, only: Set<String>) {
        self.framesPerRound = framesPerRound
        self.only = only
    }

    public func run() throws -> [(String, Double)] {
        let resources = try Resources()
        let fonts = resources.fonts
        let canvas = try HeadlessCanvas(size: size, fonts: fonts)
        defer { canvas.close() }
        let renderer = canvas.renderer
        let clock = MonotonicClock()

        // The bare frame: clear plus one full-screen textured quad.
        let blitRoot = Layer()
        blitRoot.frame = Rect(size: size)
        let blit = Layer()
        blit.frame = Rect(size: size)
        blit.contents = .image(Artwork.dusk(width: Int(size.width), height: Int(size.height)))
        blitRoot.addSublayer(blit)
        let blitCompositor = Compositor()

        func blitFrame() {
            blitCompositor.render(blitRoot, on: renderer, scale: 1)
            renderer.present()
        }
        var figures: [(String, Double)] = []
        func wants(_ names: String...) -> Bool { only.isEmpty || names.contains { only.contains($0) } }

        if wants("frame.gallery_vs_blit", "frame.steady_allocs") {
            let gallery = try Stage(resources: resources, scene: "gallery", size: size, output: .none, startTime: 0)
            gallery.driver.step()
            func galleryFrame() {
                gallery.render(on: renderer)
                renderer.present()
            }
            let (blitTime, galleryTime) = compare(blitFrame, galleryFrame, clock: clock)
            // Allocations in steady Gallery frames, after the caches are warm.
            for _ in 0..<10 { galleryFrame() }
            let allocFrames = 100
            let before = segue_alloc_count()
            for _ in 0..<allocFrames { galleryFrame() }
            let allocs = segue_alloc_counting_available() != 0
                ? Double(segue_alloc_count() - before) / Double(allocFrames) : Double.nan
            figures += [("frame.gallery_vs_blit", galleryTime / blitTime), ("frame.steady_allocs", allocs)]
        }
        if wants("grid.10000_vs_100") {
            let (small, large) = compare(gridFrames(count: 100, renderer: renderer, fonts: fonts), gridFrames(count: 10_000, renderer: renderer, fonts: fonts), clock: clock)
            figures.append(("grid.10000_vs_100", large / small))
        }
        if wants("frame.default_push_vs_blit") {
            figures.append(("frame.default_push_vs_blit", try measureDefaultPush(renderer: renderer, resources: resources, clock: clock, blit: blitFrame)))
        }
        for (name, scene) in BenchRunner.demoFigures where wants(name) {
            figures.append((name, try measureDemoPush(scene, renderer: renderer, resources: resources, clock: clock, blit: blitFrame)))
        }
        if wants("motion.tick_ns_per_property", "motion.tick_allocs") {
            let (tickNs, tickAllocs) = try MotionTickBench.measure(clock: clock, size: size)
            figures += [("motion.tick_ns_per_property", tickNs), ("motion.tick_allocs", tickAllocs)]
        }
        if wants("replay.realtime_x_norender", "replay.realtime_x_render", "record.overhead_pct") {
            let sessions = SessionBench(resources: resources, renderer: renderer, clock: clock)
            let (sessionPath, recordOverhead) = try sessions.record()
            defer { try? FileManager.default.removeItem(atPath: sessionPath) }
            let replayBare = try sessions.replaySpeed(sessionPath, render: false)
            let replayDrawn = try sessions.replaySpeed(sessionPath, render: true)
            figures += [("replay.realtime_x_norender", replayBare), ("replay.realtime_x_render", replayDrawn), ("record.overhead_pct", recordOverhead)]
        }
        if wants("velocity.error_pct", "velocity.naive_error_pct") {
            let (fittedError, naiveError) = VelocityBench.errors()
            figures += [("velocity.error_pct", fittedError), ("velocity.naive_error_pct", naiveError)]
        }
        for (name, scene, click, seconds) in SoakBench.figures where wants(name) {
            figures.append((name, try SoakBench(resources: resources).growthPct(scene, clickAt: click, transitionSeconds: seconds)))
        }
        return figures.filter { only.isEmpty || only.contains($0.0) }
    }

    /// The demo figures and the scene each measures.
    nonisolated static let demoFigures = [
        ("frame.logo_reveal_vs_blit", "logo-reveal"),
        ("frame.contacts_zoom_vs_blit", "contacts"),
        ("frame.side_by_side_vs_blit", "side-by-side"),
        ("frame.modal_zoom_vs_blit", "modal-zoom"),
    ]

    /// Every figure's name, in the order they print.
    nonisolated public static let figureNames = ["frame.gallery_vs_blit", "frame.steady_allocs", "grid.10000_vs_100", "frame.default_push_vs_blit"]
        + demoFigures.map(\.0)
        + ["motion.tick_ns_per_property", "motion.tick_allocs", "replay.realtime_x_norender", "replay.realtime_x_render", "record.overhead_pct",
           "velocity.error_pct", "velocity.naive_error_pct"]
        + SoakBench.figures.map(\.name)

    /// Frames in the middle of the default push (catalogue to Gallery), over the bare blit frame.
    private func measureDefaultPush(renderer: SDLRenderer, resources: Resources, clock: MonotonicClock, blit: () -> Void) throws -> Double {
        let delegate = HeldDefaultTransition()
        return try measureHeldTransition("catalogue", renderer: renderer, resources: resources, clock: clock, blit: blit) { shell in
            shell.navigation.delegate = delegate
            shell.open("gallery", animated: true)
            return delegate.driver
        }
    }

    /// Frames in the middle of a demo's push or presentation (the reveal, the zoom out of an
    /// avatar, the side-by-side slide, the zoom out of the icon), over the bare blit frame.
    private func measureDemoPush(_ scene: String, renderer: SDLRenderer, resources: Resources, clock: MonotonicClock, blit: () -> Void) throws -> Double {
        try measureHeldTransition(scene, renderer: renderer, resources: resources, clock: clock, blit: blit) { $0.startScrubbedTransition() }
    }

    /// Frames of `scene` with the transition `start` begins held by its percent driver,
    /// moving between 40% and 60% of the way, over the bare blit frame.
    private func measureHeldTransition(_ scene: String, renderer: SDLRenderer, resources: Resources, clock: MonotonicClock,
        blit: () -> Void, start: (AppShell) -> PercentDrivenInteractiveTransition?) throws -> Double {
        let stage = try Stage(resources: resources, scene: scene, size: size, output: .none, startTime: 0)
        defer { stage.releaseResources(on: renderer) }
        stage.driver.step()
        guard let driver = start(stage.driver.shell) else { throw BenchError("\(scene) has no push or presentation to measure") }
        var k = 0
        func pushFrame() {
            k += 1
            driver.update(0.4 + Double(k % 21) / 100)
            stage.driver.step()
            stage.render(on: renderer)
            renderer.present()
        }
        let (blitTime, pushTime) = compare(blit, pushFrame, clock: clock)
        return pushTime / blitTime
    }

    /// A scrolling grid frame: move the offset, lay out (recycling cells), composite.
    private func gridFrames(count: Int, renderer: SDLRenderer, fonts: FontLibrary) -> () -> Void {
        let window = Window(size: size, textMeasurer: fonts)
        let grid = GridView(frame: Rect(size: size))
        let source = BenchGridSource(count: count)
        grid.dataSource = source
        window.addSubview(grid)
        window.layoutIfNeeded()
        let compositor = Compositor()
        var k = 0
        return {
            _ = source
            k += 1
            grid.setContentOffset(Point(x: 0, y: Double(k % 40) * 12))
            window.layoutIfNeeded()
            compositor.render(window.layer, on: renderer, scale: 1)
            renderer.present()
        }
    }

    /// Median seconds per frame of each, over interleaved rounds after a warm-up.
    private func compare(_ a: () -> Void, _ b: () -> Void, clock: MonotonicClock) -> (Double, Double) {
        for _ in 0..<5 { a(); b() }
        var ta: [Double] = [], tb: [Double] = []
        for _ in 0..<rounds {
            var t0 = clock.now
            for _ in 0..<framesPerRound { a() }
            ta.append((clock.now - t0) / Double(framesPerRound))
            t0 = clock.now
            for _ in 0..<framesPerRound { b() }
            tb.append((clock.now - t0) / Double(framesPerRound))
        }
        return (ta.sorted()[rounds / 2], tb.sorted()[rounds / 2])
    }
}
