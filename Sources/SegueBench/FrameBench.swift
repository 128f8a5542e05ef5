import Host
import Compositor
import Geometry
import Navigation
import Runtime
import Scenes
import SDLPlatform

/// The frame figures at one output size: each scene's frame timed against the floor (one
/// opaque full-screen copy in the renderer's own format), interleaved round by round so both
/// see the same machine. Held frames move a transition between 40% and 60% with warm caches;
/// first frames are the three that follow a transition's start, on a fresh stage (cold caches).
@MainActor
struct FrameBench {
    /// What a frame figure draws.
    enum Subject: CaseIterable {
        case gallery, defaultPush, logoReveal, contactsZoom, sideBySide, modalZoom, photosZoom

        /// The figure's name part: `frame.NAME_vs_copy`.
        var name: String {
            switch self {
            case .gallery: "gallery"
            case .defaultPush: "default_push"
            case .logoReveal: "logo_reveal"
            case .contactsZoom: "contacts_zoom"
            case .sideBySide: "side_by_side"
            case .modalZoom: "modal_zoom"
            case .photosZoom: "photos_zoom"
            }
        }

        var scene: String {
            switch self {
            case .gallery: "gallery"
            case .defaultPush: "catalogue"
            case .logoReveal: "logo-reveal"
            case .contactsZoom: "contacts"
            case .sideBySide: "side-by-side"
            case .modalZoom: "modal-zoom"
            case .photosZoom: "photos"
            }
        }

        /// Begins the transition held by a percent driver (nil for the steady Gallery).
        @MainActor func begin(_ shell: HostShell) throws -> PercentDrivenInteractiveTransition? {
            switch self {
            case .gallery:
                return nil
            case .defaultPush:
                let delegate = HeldDefaultTransition()
                shell.navigation.delegate = delegate
                shell.open("gallery", animated: true)
                return delegate.driver
            default:
                guard let driver = shell.startScrubbedTransition() else { throw BenchError("\(scene) has no push or presentation to measure") }
                return driver
            }
        }
    }

    let resources: Resources
    let canvas: HeadlessCanvas
    /// The stage's size in points; the canvas is `scale` times larger.
    let size: Size
    let scale: Double
    let clock: MonotonicClock
    let framesPerRound: Int
    let rounds = 7

    /// Seconds per floor frame and per `subject` frame (medians of interleaved rounds). Each
    /// frame redraws what changed in the window since the one before (the first of a round
    /// follows the floor's copy, so it redraws all); `whole`: every frame redraws all of it.
    func held(_ subject: Subject, floor: FullScreenCopy, whole: Bool = false) throws -> (floor: Double, frame: Double) {
        let stage = try Stage(resources: resources, scene: subject.scene, size: size, output: .none, startTime: 0)
        defer { stage.releaseResources(on: canvas.renderer) }
        canvas.renderer.tracksDamage = !whole
        defer { canvas.renderer.tracksDamage = true }
        stage.driver.step()
        let driver = try subject.begin(stage.driver.shell)
        var k = 0
        return FrameBench.compare(floor.draw, {
            k += 1
            driver?.update(0.4 + Double(k % 21) / 100)
            stage.driver.step()
            stage.render(on: canvas.renderer, scale: scale)
            canvas.renderer.present()
        }, rounds: rounds, framesPerRound: framesPerRound, clock: clock)
    }

    /// Milliseconds per frame of the first three frames after `subject`'s transition starts
    /// (the scene drawn a few times before, so only what the transition brings is cold):
    /// the median over three fresh stages.
    func firstFramesMs(_ subject: Subject) throws -> Double {
        var runs: [Double] = []
        for _ in 0..<3 {
            let stage = try Stage(resources: resources, scene: subject.scene, size: size, output: .none, startTime: 0)
            defer { stage.releaseResources(on: canvas.renderer) }
            for _ in 0..<5 {
                stage.driver.step()
                stage.render(on: canvas.renderer, scale: scale)
            }
            let t0 = clock.now
            let driver = try subject.begin(stage.driver.shell)
            for k in 1...3 {
                driver?.update(Double(k) / 60)
                stage.driver.step()
                stage.render(on: canvas.renderer, scale: scale)
                canvas.renderer.present()
            }
            runs.append((clock.now - t0) / 3 * 1000)
        }
        return runs.sorted()[1]
    }

    /// Median seconds per frame of each, over interleaved rounds after a warm-up.
    static func compare(_ a: () -> Void, _ b: () -> Void, rounds: Int, framesPerRound: Int, clock: MonotonicClock) -> (Double, Double) {
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
