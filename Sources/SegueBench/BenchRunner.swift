import Runtime
import CAllocCounter
import Compositor
import Foundation
import Geometry
import Navigation
import Scenes
import SDLPlatform
import Views

/// Runs the benchmark figures headless (software renderer) in one process, so each ratio
/// compares two things measured the same way in the same run; frames at 1280x800 and at 4K.
@MainActor
public struct BenchRunner {
    let framesPerRound: Int
    /// The figures to measure (all when empty).
    var only: Set<String> = []
    let rounds = 7
    let size = Size(width: 1280, height: 800)

    /// Told of each figure as it is measured (name, value), for progress on stderr: a whole
    /// run takes minutes.
    public var measured: (String, Double) -> Void

    public init(framesPerRound: Int, only: Set<String>, measured: @escaping (String, Double) -> Void = { _, _ in }) {
        self.framesPerRound = framesPerRound
        self.only = only
        self.measured = measured
    }

    /// How many figures a run prints.
    public var figureCount: Int { only.isEmpty ? Self.figureNames.count : only.count }

    /// The output sizes frames are measured at: 1280x800 points at one pixel per point, and
    /// 3840x2160 pixels (1920x1080 points at two, a 4K display at the usual scale).
    nonisolated static let outputs: [(suffix: String, size: Size, scale: Double)] = [
        ("", Size(width: 1280, height: 800), 1),
        ("_4k", Size(width: 1920, height: 1080), 2),
    ]

    public func run() throws -> [(String, Double)] {
        let assets = try Assets.locate()
        let resources = try Resources(app: DemoApp(assets: assets))
        let clock = MonotonicClock()
        let measured = measured, only = only
        // Each figure is told as it comes, for the progress on stderr.
        var figures: [(String, Double)] = [] {
            didSet {
                for (name, value) in figures[oldValue.count...] where only.isEmpty || only.contains(name) { measured(name, value) }
            }
        }
        for output in BenchRunner.outputs {
            figures += try frameFigures(at: output, resources: resources, clock: clock)
        }
        figures += try processFigures(resources: resources, assets: assets, clock: clock)
        return figures.filter { only.isEmpty || only.contains($0.0) }
    }

    /// Whether any of these figures is wanted.
    private func wants(_ names: [String]) -> Bool { only.isEmpty || names.contains { only.contains($0) } }

    /// The figures of frames drawn at one output size: held frames against the full-screen
    /// copy, first frames, steady allocations and the layer cost (at 1280x800), the photo
    /// grid (at 4K) and a large grid against a small one.
    private func frameFigures(at output: (suffix: String, size: Size, scale: Double), resources: Resources, clock: MonotonicClock) throws -> [(String, Double)] {
        let fonts = resources.fonts
        let canvas = try HeadlessCanvas(size: output.size, scale: output.scale, fonts: fonts)
        defer { canvas.close() }
        guard let floor = FullScreenCopy(renderer: canvas.renderer) else { throw BenchError("could not make the full-screen copy") }
        defer { floor.close() }
        let frames = FrameBench(resources: resources, canvas: canvas, size: output.size, scale: output.scale, clock: clock, framesPerRound: framesPerRound)
        var figures = try heldFrameFigures(frames, floor: floor, suffix: output.suffix)
        if output.suffix.isEmpty {
            for subject in FrameBench.Subject.allCases where subject != .gallery && wants(["frame.\(subject.name)_first_ms"]) {
                figures.append(("frame.\(subject.name)_first_ms", try frames.firstFramesMs(subject)))
            }
            if wants(["frame.steady_allocs"]) {
                figures.append(("frame.steady_allocs", try steadyAllocations(resources: resources, canvas: canvas)))
            }
            if wants(["compositor.layer_ns"]) {
                figures.append(("compositor.layer_ns", layerCost(renderer: canvas.renderer, clock: clock)))
            }
        }
        if output.suffix == "_4k", wants(PhotoGridBench.figureNames) {
            let bench = PhotoGridBench(resources: resources, canvas: canvas, size: output.size, scale: output.scale, clock: clock)
            let (runs, floorMs) = try bench.measure(floor: floor)
            let sorted = runs.sorted()
            figures += [("grid.photos_4k_ms_min", sorted[0]), ("grid.photos_4k_ms_median", sorted[sorted.count / 2]),
                ("grid.photos_4k_ms_max", sorted[sorted.count - 1]), ("grid.photos_vs_copy_4k", sorted[sorted.count / 2] / floorMs)]
        }
        if wants(["grid.10000_vs_100\(output.suffix)"]) {
            let (small, large) = FrameBench.compare(
                gridFrames(count: 100, canvas: canvas, scale: output.scale, fonts: fonts),
                gridFrames(count: 10_000, canvas: canvas, scale: output.scale, fonts: fonts), rounds: rounds, framesPerRound: framesPerRound, clock: clock)
            figures.append(("grid.10000_vs_100\(output.suffix)", large / small))
        }
        return figures
    }

    /// Each subject's held frame against the full-screen copy, and the copy's median time.
    private func heldFrameFigures(_ frames: FrameBench, floor: FullScreenCopy, suffix: String) throws -> [(String, Double)] {
        var figures: [(String, Double)] = []
        var floorTimes: [Double] = []
        for subject in FrameBench.Subject.allCases {
            let base = "frame.\(subject.name)"
            if wants(["\(base)_vs_copy\(suffix)", "\(base)\(suffix)_ms", "frame.copy\(suffix)_ms"]) {
                let (floorTime, frameTime) = try frames.held(subject, floor: floor)
                floorTimes.append(floorTime)
                figures += [("\(base)_vs_copy\(suffix)", frameTime / floorTime), ("\(base)\(suffix)_ms", frameTime * 1000)]
            }
            // The same frames redrawn whole: what damage saves, and the cost when all changes.
            if wants(["\(base)_whole_vs_copy\(suffix)", "\(base)_whole\(suffix)_ms"]) {
                let (floorTime, frameTime) = try frames.held(subject, floor: floor, whole: true)
                figures += [("\(base)_whole_vs_copy\(suffix)", frameTime / floorTime), ("\(base)_whole\(suffix)_ms", frameTime * 1000)]
            }
        }
        if !floorTimes.isEmpty { figures.append(("frame.copy\(suffix)_ms", floorTimes.sorted()[floorTimes.count / 2] * 1000)) }
        return figures
    }

    /// The figures not of one output size: the motion tick, recording and replay speed,
    /// velocity, feel, sweep and soak.
    private func processFigures(resources: Resources, assets: Assets, clock: MonotonicClock) throws -> [(String, Double)] {
        var figures: [(String, Double)] = []
        if wants(["motion.tick_ns_per_property", "motion.tick_allocs"]) {
            let (tickNs, tickAllocs) = try MotionTickBench.measure(clock: clock, size: size)
            figures += [("motion.tick_ns_per_property", tickNs), ("motion.tick_allocs", tickAllocs)]
        }
        if wants(["replay.realtime_x_norender", "replay.realtime_x_render", "record.overhead_pct"]) {
            figures += try sessionFigures(resources: resources, clock: clock)
        }
        if wants(["velocity.error_pct", "velocity.naive_error_pct"]) {
            let (fittedError, naiveError) = VelocityBench.errors()
            figures += [("velocity.error_pct", fittedError), ("velocity.naive_error_pct", naiveError)]
        }
        if wants(FeelBench.figureNames) {
            figures += try FeelBench(sessions: assets.root.appendingPathComponent("Sessions"), app: resources.app).figures()
        }
        if wants(SweepBench.figureNames) {
            figures.append(("sweep.replays_per_s", try SweepBench(assets: assets.root).replaysPerSecond()))
        }
        for (name, scene, click, seconds) in SoakBench.figures where wants([name]) {
            figures.append((name, try SoakBench(resources: resources).growthPct(scene, clickAt: click, transitionSeconds: seconds)))
        }
        return figures
    }

    /// Recording's overhead and replay's speed, with and without drawing.
    private func sessionFigures(resources: Resources, clock: MonotonicClock) throws -> [(String, Double)] {
        let canvas = try HeadlessCanvas(size: size, fonts: resources.fonts)
        defer { canvas.close() }
        let sessions = SessionBench(resources: resources, renderer: canvas.renderer, clock: clock)
        let (sessionPath, recordOverhead) = try sessions.record()
        defer { try? FileManager.default.removeItem(atPath: sessionPath) }
        let replayBare = try sessions.replaySpeed(sessionPath, render: false)
        let replayDrawn = try sessions.replaySpeed(sessionPath, render: true)
        return [("replay.realtime_x_norender", replayBare), ("replay.realtime_x_render", replayDrawn), ("record.overhead_pct", recordOverhead)]
    }

    /// Every figure's name, in the order they print.
    nonisolated public static let figureNames: [String] = {
        var names: [String] = []
        for output in outputs {
            for subject in FrameBench.Subject.allCases {
                names += ["frame.\(subject.name)_vs_copy\(output.suffix)", "frame.\(subject.name)\(output.suffix)_ms",
                    "frame.\(subject.name)_whole_vs_copy\(output.suffix)", "frame.\(subject.name)_whole\(output.suffix)_ms"]
            }
            names.append("frame.copy\(output.suffix)_ms")
            if output.suffix.isEmpty {
                for subject in FrameBench.Subject.allCases where subject != .gallery { names.append("frame.\(subject.name)_first_ms") }
                names += ["frame.steady_allocs", "compositor.layer_ns"]
            }
            if output.suffix == "_4k" { names += PhotoGridBench.figureNames }
            names.append("grid.10000_vs_100\(output.suffix)")
        }
        names += ["motion.tick_ns_per_property", "motion.tick_allocs", "replay.realtime_x_norender", "replay.realtime_x_render", "record.overhead_pct",
            "velocity.error_pct", "velocity.naive_error_pct"] + FeelBench.figureNames + SweepBench.figureNames
        return names + SoakBench.figures.map(\.name)
    }()

    /// Heap allocations per steady Gallery frame (caches settled, nothing changing).
    private func steadyAllocations(resources: Resources, canvas: HeadlessCanvas) throws -> Double {
        let gallery = try Stage(resources: resources, scene: "gallery", size: size, output: .none, startTime: 0)
        defer { gallery.releaseResources(on: canvas.renderer) }
        gallery.driver.step()
        func frame() {
            gallery.render(on: canvas.renderer)
            canvas.renderer.present()
        }
        // Past the caches' first sweeps (entries unused for 60 frames go every 30), which
        // allocate once as their lists of what to drop first grow.
        for _ in 0..<150 { frame() }
        let allocFrames = 100
        let before = segue_alloc_count()
        for _ in 0..<allocFrames { frame() }
        return segue_alloc_counting_available() != 0 ? Double(segue_alloc_count() - before) / Double(allocFrames) : Double.nan
    }

    /// Nanoseconds per layer to build the draw list of a window of 10,000 small layers
    /// (5,000 cards in rows of 100, each with a title layer), the walk alone: no pixels drawn.
    private func layerCost(renderer: any OutputRenderer, clock: MonotonicClock) -> Double {
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = .white
        for i in 0..<5_000 {
            let card = Layer()
            card.frame = Rect(x: Double(i % 100) * 12.8, y: Double(i / 100) * 16, width: 12, height: 15)
            card.backgroundColor = Color(white: 0.9, alpha: 1)
            let title = Layer()
            title.frame = Rect(x: 1, y: 1, width: 10, height: 4)
            title.backgroundColor = Color(white: 0.3, alpha: 1)
            card.addSublayer(title)
            root.addSublayer(card)
        }
        let compositor = Compositor()
        compositor.cachesRasterizedLayers = false
        for _ in 0..<5 { compositor.build(root, for: renderer, scale: 1) }
        var times: [Double] = []
        for _ in 0..<rounds {
            let t0 = clock.now
            for _ in 0..<10 { compositor.build(root, for: renderer, scale: 1) }
            times.append((clock.now - t0) / 10)
        }
        return times.sorted()[rounds / 2] / 10_000 * 1e9
    }

    /// A scrolling grid frame: move the offset, lay out (recycling cells), composite.
    private func gridFrames(count: Int, canvas: HeadlessCanvas, scale: Double, fonts: FontLibrary) -> () -> Void {
        let renderer = canvas.renderer
        let size = canvas.pointSize
        let window = Window(size: size, textMeasurer: fonts)
        let grid = GridView(frame: Rect(size: size))
        // Cells large enough that 100 items still fill a screen and a half, so both grids
        // scroll and show the same number of cells whatever the size (120 pt at 1280x800).
        let side = max(120, ((size.width * size.height * 1.5 / 100).squareRoot() - grid.spacing).rounded(.down))
        grid.itemSize = Size(width: side, height: side)
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
            compositor.render(window.layer, on: renderer, scale: scale)
            renderer.present()
        }
    }
}
