import Geometry
import Gestures
import Runtime
import SDLPlatform
import Sessions
import Views

/// The Photos grid at 4K (1920x1080 points at 2x) while it coasts after a flick: the app's
/// frame at 60 Hz (the frame step, thumbnails drawn as cells come into view within their
/// budget, compositing), timed from the release until the grid and its thumbnails are at rest:
/// the drag has carried it 200 pt, the coast takes it the rest of the way through the library
/// (about 830 pt in 0.9 s) and it bounces off the end, some 86 frames. Each run is a fresh stage, so its
/// thumbnails are drawn as a first visit draws them; the floor (one opaque full-screen copy)
/// is timed before each run on the same canvas.
@MainActor
struct PhotoGridBench {
    static let runs = 3
    /// Its figures: the runs' least, median and most milliseconds per frame, and the median over the floor.
    nonisolated static let figureNames = ["grid.photos_4k_ms_min", "grid.photos_4k_ms_median", "grid.photos_4k_ms_max", "grid.photos_vs_copy_4k"]
    let resources: Resources
    let canvas: HeadlessCanvas
    let size: Size
    let scale: Double
    let clock: MonotonicClock

    /// Milliseconds per coasting frame of each run, and the floor's milliseconds per copy
    /// (the median of the timings before each run).
    func measure(floor: FullScreenCopy) throws -> (runs: [Double], floorMs: Double) {
        var runs: [Double] = [], floors: [Double] = []
        for _ in 0..<PhotoGridBench.runs {
            for _ in 0..<5 { floor.draw() }
            let t0 = clock.now
            for _ in 0..<60 { floor.draw() }
            floors.append((clock.now - t0) / 60 * 1000)
            runs.append(try coast())
        }
        return (runs, floors.sorted()[floors.count / 2])
    }

    /// One run: the grid opened (its first screen drawn and composited), flicked up at
    /// 2,000 pt/s, and timed frame by frame until nothing moves.
    private func coast() throws -> Double {
        let stage = try Stage(resources: resources, scene: "photos", size: size, output: .none, startTime: 0)
        defer { stage.releaseResources(on: canvas.renderer) }
        stage.window.pixelScale = scale
        let driver = stage.driver
        var time = 0.0
        func frame(_ events: [SessionEvent] = []) {
            time += 1.0 / 60
            driver.beginFrame(at: time)
            for e in events { driver.apply(e.at(time: time)) }
            driver.step()
            stage.render(on: canvas.renderer, scale: scale)
            canvas.renderer.present()
        }
        for _ in 0..<3 { frame() }
        // 200 pt up in six frames, let go with the last move: 2,000 pt/s.
        let x = size.width / 2, y0 = size.height - 150
        func pointer(_ phase: PointerPhase, _ y: Double) -> SessionEvent {
            .pointer(PointerEvent(phase: phase, location: Point(x: x, y: y), buttons: phase == .up ? 0 : 1, timestamp: 0))
        }
        frame([pointer(.down, y0)])
        for i in 1...6 {
            let y = y0 - 200 * Double(i) / 6
            frame(i == 6 ? [pointer(.move, y), pointer(.up, y)] : [pointer(.move, y)])
        }
        guard stage.window.hasRunningDisplayLinks else { throw BenchError("photos: the flick did not set the grid coasting") }
        let t0 = clock.now
        var frames = 0
        while stage.window.hasRunningDisplayLinks {
            guard frames < 1200 else { throw BenchError("photos: the grid still moved after 20 s of frames") }
            frame()
            frames += 1
        }
        return (clock.now - t0) / Double(frames) * 1000
    }
}
