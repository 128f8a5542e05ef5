import SegueTesting
import CSDL2
import Foundation
import Geometry
import Runtime
import SDLPlatform
import Sessions
import DemoTesting
import Host
import Views

/// Fingers on a touch screen over a scene, as the live app reads them: SDL finger events
/// (normalised coordinates, a touch device and finger ids) pushed into SDL's queue, read by
/// the app's `EventPump` on the rig's frame clock, made session events as the live loop makes
/// them, ordered by a `SessionRecorder` and applied by the scene's frame driver. Given a
/// path, the recorder writes them and the frames `tick` steps to a session file, as
/// `segue --record` does.
@MainActor
final class SDLTouchScreen {
    let rig: SceneRig
    let pump: EventPump
    let recorder: SessionRecorder
    /// The touch device the fingers are on.
    let device: Int64 = 3

    /// `recording`: a session file to write (it must not exist yet).
    init(_ rig: SceneRig, recording path: String? = nil) throws {
        DummyVideo.use()
        try SDLLibrary.startVideo()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        self.rig = rig
        pump = EventPump(clock: rig.clock)
        pump.windowSize = rig.window.bounds.size
        let writer = try path.map { try RecordingTarget(path: $0, force: false).open() }
        recorder = SessionRecorder(writer: writer, header: SessionHeader(appVersion: SegueVersion.string, scene: rig.driver.summary.scene,
            windowSize: rig.window.bounds.size, pixelScale: 1, slowAnimations: false, spec: rig.driver.spec))
        // A recording starts with a frame before any input, as the live loop's does: the
        // scene laid out where the first press lands.
        if writer != nil { tick() }
    }

    /// One frame `dt` after the last, recorded.
    func tick(_ dt: Double = 0) {
        rig.tick(dt)
        recorder.frame(rig.driver, at: rig.now, drawn: true)
    }

    /// Recorded 60 Hz frames until no transition is in flight (at most 6 s).
    func settle() {
        tick()
        var t = 0.0
        while rig.shell.isTransitioning && t < 6 {
            tick(1.0 / 60)
            t += 1.0 / 60
        }
        tick()
    }

    /// Ends the recording with its end line.
    func finish() { recorder.finish(rig.driver) }

    /// Pushes one finger event at `p` (window points).
    func finger(_ type: SDL_EventType, _ id: Int64, at p: Point) {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.touchId = device
        e.tfinger.fingerId = id
        e.tfinger.x = Float(p.x / rig.window.bounds.width)
        e.tfinger.y = Float(p.y / rig.window.bounds.height)
        e.tfinger.pressure = 1
        SDL_PushEvent(&e)
    }

    /// Pushes the mouse moving to `p`, no button held.
    func mouse(to p: Point) {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.x = Int32(p.x)
        e.motion.y = Int32(p.y)
        SDL_PushEvent(&e)
    }

    /// Pushes a trackpad's pinch as SDL reports it: one finger's change of distance
    /// (normalised) of two down, on a device whose fingers come no other way.
    func multiGesture(dDist: Float) {
        var e = SDL_Event()
        e.type = SDL_MULTIGESTURE.rawValue
        e.mgesture.touchId = device + 1
        e.mgesture.dDist = dDist
        e.mgesture.numFingers = 2
        SDL_PushEvent(&e)
    }

    /// Reads what SDL has queued and applies it, as the live loop does in a frame.
    func deliver() {
        var events: [PlatformEvent] = []
        pump.events(waitingUpTo: 0, into: &events)
        for event in events {
            guard let input = event.sessionEvent(windowSize: rig.window.bounds.size, frameTime: rig.now) else { continue }
            rig.driver.apply(recorder.admit(input))
        }
    }

    /// Fingers `ids` pressed at `from` and moved together to `to` over `frames` 60 Hz
    /// frames, then lifted (then one frame) unless `lift` is false.
    func gesture(_ ids: [Int64], from: [Point], to: [Point], frames: Int = 12, lift: Bool = true) {
        for (id, p) in zip(ids, from) { finger(SDL_FINGERDOWN, id, at: p) }
        deliver()
        for i in 1...frames {
            tick(1.0 / 60)
            let f = Double(i) / Double(frames)
            for (id, (a, b)) in zip(ids, zip(from, to)) {
                finger(SDL_FINGERMOTION, id, at: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            }
            deliver()
        }
        guard lift else { return }
        tick(1.0 / 60)
        for (id, p) in zip(ids, to) { finger(SDL_FINGERUP, id, at: p) }
        deliver()
        tick()
    }
}
