import Runtime
import Foundation
import Geometry
import Gestures
import Scenes
import SDLPlatform
import Sessions

/// The session figures: a scripted 6-second run at 1280x800 (tap the Gallery, swipe it
/// back, tap again, a short swipe that cancels), recorded while drawn headless; then the
/// recording replayed headless with and without pixels, every frame verified.
@MainActor
struct SessionBench {
    let size = Size(width: 1280, height: 800)
    let resources: Resources
    let renderer: any OutputRenderer
    let clock: MonotonicClock

    /// The scripted input: (time, event).
    var script: [SessionEvent] {
        func p(_ phase: PointerPhase, _ x: Double, _ y: Double, _ t: Double) -> SessionEvent {
            .pointer(PointerEvent(phase: phase, location: Point(x: x, y: y), buttons: phase == .up ? 0 : 1, timestamp: t))
        }
        var events: [SessionEvent] = [p(.down, 640, 190, 0.5), p(.up, 640, 190, 0.58)]
        events.append(p(.down, 5, 400, 1.5))
        for i in 1...18 { events.append(p(.move, 5 + Double(i) * 50, 400, 1.5 + Double(i) / 60)) }
        events.append(p(.up, 905, 400, 1.82))
        events += [p(.down, 640, 190, 3.0), p(.up, 640, 190, 3.08), p(.down, 5, 400, 4.0)]
        for i in 1...9 { events.append(p(.move, 5 + Double(i) * 15, 400, 4.0 + Double(i) / 30)) }
        events.append(p(.up, 140, 400, 4.6))
        return events
    }

    /// Records the scripted run; returns the file and the share of frame time spent recording.
    func record() throws -> (path: String, overheadPct: Double) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-\(getpid()).jsonl").path
        let writer = try RecordingTarget(path: path, force: true).open()
        let stage = try Stage(resources: resources, scene: "catalogue", size: size, output: .none, startTime: 0)
        let driver = stage.driver
        writer.append(.header(SessionHeader(appVersion: SegueVersion.string, scene: "catalogue", windowSize: size, pixelScale: 1, slowAnimations: false)))
        var queue = script[...]
        var frameTime = 0.0, recordTime = 0.0
        for frame in 0..<360 {
            let t = Double(frame) / 60
            let start = clock.now
            driver.beginFrame(at: t)
            var recordStart = clock.now
            var due: [SessionEvent] = []
            while let e = queue.first, e.time <= t {
                due.append(e)
                writer.append(.event(e))
                queue.removeFirst()
            }
            recordTime += clock.now - recordStart
            for e in due { driver.apply(e) }
            driver.step()
            stage.render(on: renderer)
            renderer.present()
            recordStart = clock.now
            writer.append(.frame(index: frame, time: t, digest: driver.digest.text))
            recordTime += clock.now - recordStart
            frameTime += clock.now - start
        }
        writer.append(.end(driver.summary))
        writer.close()
        stage.releaseResources(on: renderer)
        return (path, 100 * recordTime / frameTime)
    }

    /// Seconds of session replayed per second of wall time.
    func replaySpeed(_ path: String, render: Bool) throws -> Double {
        let reader = try SessionReader(appSession: path, app: resources.app)
        guard case .header(let header)? = try reader.next() else { return .nan }
        let stage = try Stage(resources: resources, scene: header.scene, size: header.windowSize, output: .none, startTime: 0)
        let driver = stage.driver
        var last = 0.0, matches = true
        let start = clock.now
        _ = try SessionPlayer(reader: reader, driver: driver).play { _, t, digest in
            matches = matches && driver.digest.text == digest
            if render {
                stage.render(on: renderer, scale: header.pixelScale)
                renderer.present()
            }
            last = t
            return matches
        }
        stage.releaseResources(on: renderer)
        guard matches else { return .nan }
        return last / (clock.now - start)
    }
}
