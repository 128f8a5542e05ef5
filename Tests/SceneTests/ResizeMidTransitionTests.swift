import Geometry
@_spi(Testing) import Navigation
import SegueTesting
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host
import Compositor

/// Issue 30: every transition follows the container's size at every frame. A transition
/// resized mid-flight (rig A, started at 800x600) must show, from the frame the resize is
/// laid out in to its end, what the same transition started at the new size (rig B, same
/// input at the same times) shows: its pages and the layer under the hand in the same
/// places, running or held by a driver, growing or shrinking.
@MainActor
@Suite struct ResizeMidTransitionTests {
    /// A transition of a scene: its first push or presentation, or (`adds` false) the way back.
    struct Kind: Sendable, CustomStringConvertible {
        let scene: String
        let adds: Bool
        var reducesMotion = false
        var description: String { "\(scene) \(adds ? "push" : "pop")\(reducesMotion ? " (cross-fade)" : "")" }
    }

    nonisolated static let kinds: [Kind] = [
        Kind(scene: "catalogue", adds: true), Kind(scene: "catalogue", adds: false),
        Kind(scene: "side-by-side", adds: true), Kind(scene: "side-by-side", adds: false),
        Kind(scene: "logo-reveal", adds: true), Kind(scene: "logo-reveal", adds: false),
        Kind(scene: "contacts", adds: true), Kind(scene: "contacts", adds: false),
        Kind(scene: "modal-zoom", adds: true), Kind(scene: "modal-zoom", adds: false),
        Kind(scene: "photos", adds: true), Kind(scene: "photos", adds: false),
        Kind(scene: "side-by-side", adds: true, reducesMotion: true),
    ]

    nonisolated static let sizes = [Size(width: 1000, height: 700), Size(width: 560, height: 420)]

    /// Starts the kind's transition in `rig`, running, or held at 40% when `held`.
    func start(_ kind: Kind, in rig: SceneRig, held: Bool) throws {
        if kind.reducesMotion { rig.key("r") }
        if kind.scene == "catalogue" {
            rig.shell.open("gallery", animated: kind.adds)
            if !kind.adds { rig.settle(); rig.key("escape") }
        } else if kind.adds {
            let driver = try #require(startScrubbed(rig))
            rig.tick(1.0 / 60)
            driver.update(held ? 0.4 : 0.1)
            if !held { driver.finish() }
        } else {
            let driver = try #require(startScrubbed(rig))
            rig.tick(1.0 / 60)
            driver.finish()
            rig.settle()
            rig.key("escape")
        }
        rig.tick(1.0 / 60)
        let context = try #require(rig.runningTransition, "\(kind): no transition")
        if held, kind.scene == "catalogue" || !kind.adds {
            let driver = try #require(context.interrupt())
            driver.update(0.4)
        }
        rig.run(frames: 3)
    }

    /// The scene's first transition held at its start; Photos opens picture 5 (the scene opens
    /// the one in the middle of the screen, another at another size).
    func startScrubbed(_ rig: SceneRig) -> PercentDrivenInteractiveTransition? {
        guard let photos = rig.nav.topViewController as? PhotosViewController else { return rig.shell.startScrubbedTransition() }
        return photos.runInteractively(PercentDrivenInteractiveTransition()) { photos.openViewer(at: 5) }
    }

    /// What the transition shows now, in window points: its two pages and the layer its
    /// animator says moves under the hand.
    func shownFrames(_ rig: SceneRig) -> [Rect] {
        guard let context = rig.runningTransition else { return [] }
        var layers = [context.viewController(forKey: .from).view.layer, context.viewController(forKey: .to).view.layer]
        if let tracked = context.animator?.trackedLayer(using: context) { layers.append(tracked) }
        return layers.map { $0.convert($0.presentation.bounds, to: nil) }
    }

    func same(_ a: [Rect], _ b: [Rect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            abs(x.minX - y.minX) < 0.05 && abs(x.minY - y.minY) < 0.05 && abs(x.width - y.width) < 0.05 && abs(x.height - y.height) < 0.05
        }
    }

    @Test(arguments: kinds, [false, true])
    func aResizedTransitionShowsWhatOneStartedAtTheNewSizeShows(kind: Kind, held: Bool) throws {
        for size in Self.sizes {
            let a = try SceneRig(scene: kind.scene), b = try SceneRig(scene: kind.scene, size: size)
            defer { a.close(); b.close() }
            try start(kind, in: a, held: held)
            try start(kind, in: b, held: held)
            a.window.resize(to: size)
            var frames = 0, compared = 0
            while a.shell.isTransitioning || b.shell.isTransitioning, frames < 400 {
                a.tick(1.0 / 60)
                b.tick(1.0 / 60)
                frames += 1
                let fa = shownFrames(a), fb = shownFrames(b)
                if !fa.isEmpty { compared += 1 }
                #expect(same(fa, fb), "\(kind) \(held ? "held" : "running") to \(size), frame \(frames): \(fa) vs \(fb)")
                if !same(fa, fb) { break }
                if held && frames == 10 { try #require(a.runningTransition?.interrupt()).finish(); try #require(b.runningTransition?.interrupt()).finish() }
            }
            #expect(compared > 3, "\(kind): compared \(compared) frames")
            #expect(!a.shell.isTransitioning && !b.shell.isTransitioning, "\(kind): still running")
            #expect(a.titles == b.titles && a.pageCount == b.pageCount)
            // The page shown on top fills its container (the window, or the navigation's below its bar).
            let top = try #require(a.shell.presentingController?.presentedViewController?.view ?? a.nav.topViewController?.view)
            let container = try #require(top.superview)
            #expect(top.layer.presentation.bounds.size == container.bounds.size && top.frame == container.bounds, "\(kind): the page on top ends at \(top.frame)")
            #expect(container.bounds.width == size.width)
        }
    }
}
