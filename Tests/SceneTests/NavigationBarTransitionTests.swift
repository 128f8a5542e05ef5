import Geometry
import SegueTesting
import Testing
import Views
@_spi(Testing) import Navigation
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host
import Compositor

/// The bar moves as UIKit's does through every transition that uses it: the old title
/// slides toward the Back button's place as the new one comes in from the right, each
/// fading, never one over the other while both show; under reduce motion the labels only
/// fade, one after the other, in place.
@MainActor
@Suite struct NavigationBarTransitionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let scene: String
        let pushes: Bool
        let start: @MainActor @Sendable (SceneRig) throws -> Void
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "default push", scene: "catalogue", pushes: true) { rig in rig.shell.open("gallery", animated: true) },
        Case(name: "default pop", scene: "catalogue", pushes: false) { rig in
            rig.shell.open("gallery", animated: true)
            rig.settle()
            rig.key("escape")
        },
        Case(name: "logo reveal push", scene: "logo-reveal", pushes: true) { rig in rig.click(rig.window.bounds.center) },
        Case(name: "logo reveal pop", scene: "logo-reveal", pushes: false) { rig in
            rig.click(rig.window.bounds.center)
            rig.settle()
            rig.key("escape")
        },
        Case(name: "contacts zoom", scene: "contacts", pushes: true) { rig in rig.click(Point(x: 80, y: 100)) },
        Case(name: "contacts zoom back", scene: "contacts", pushes: false) { rig in
            rig.click(Point(x: 80, y: 100))
            rig.settle()
            rig.key("escape")
        },
        Case(name: "side by side push", scene: "side-by-side", pushes: true) { rig in try page(rig, 0).buttonPressed() },
        Case(name: "side by side pop to root", scene: "side-by-side", pushes: false) { rig in
            try page(rig, 0).buttonPressed()
            rig.settle()
            try page(rig, 1).buttonPressed()
            rig.settle()
            try page(rig, 2).buttonPressed()
        },
    ]

    static func page(_ rig: SceneRig, _ index: Int) throws -> SideBySidePageViewController {
        try #require(rig.nav.viewControllers[index] as? SideBySidePageViewController)
    }

    /// A label as it shows: its rectangle in the window and its opacity.
    struct Shown {
        let frame: Rect
        let opacity: Double
    }

    static func shown(_ label: View) -> Shown {
        let layer = label.layer
        var opacity = layer.presentation.opacity
        var ancestor = layer.superlayer
        while let a = ancestor {
            opacity *= a.presentation.opacity
            ancestor = a.superlayer
        }
        return Shown(frame: layer.convert(layer.presentation.bounds, to: nil), opacity: opacity)
    }

    /// One frame of the bar: the transition's progress, both titles, and every label shown.
    struct BarFrame {
        let progress: Double
        let old: Shown
        let new: Shown
        let labels: [(name: String, shown: Shown)]
    }

    /// The bar through the transition, a frame at a time.
    static func frames(of c: Case, reducingMotion: Bool, size: Size = Size(width: 800, height: 600)) throws -> [BarFrame] {
        let rig = try SceneRig(scene: c.scene, size: size)
        defer { rig.close() }
        if reducingMotion { rig.key("r") }
        try c.start(rig)
        var frames: [BarFrame] = []
        while rig.nav.isTransitioning && frames.count < 400 {
            rig.tick(1.0 / 60)
            let bar = rig.nav.navigationBar
            guard rig.nav.isTransitioning, let old = bar.leavingContent, let new = bar.arrivingContent, let p = rig.nav.transitionProgress else { break }
            var labels = [("old title", shown(old.titleLabel)), ("new title", shown(new.titleLabel))]
            if !old.backButton.isHidden { labels.append(("old back", shown(old.backButton.titleLabel))) }
            if !new.backButton.isHidden { labels.append(("new back", shown(new.backButton.titleLabel))) }
            frames.append(BarFrame(progress: p, old: labels[0].1, new: labels[1].1, labels: labels))
        }
        return frames
    }

    /// At every frame no two labels of the bar (titles and Back buttons, old and new) are
    /// one over the other while both are more than 10 % opaque, in a large window and in the
    /// smallest (where titles truncate and sit beside the Back button).
    @Test(arguments: cases, [Size(width: 800, height: 600), Size(width: 320, height: 240)])
    func noTwoLabelsShowOneOverTheOther(_ c: Case, size: Size) throws {
        let frames = try Self.frames(of: c, reducingMotion: false, size: size)
        try #require(frames.count > 10)
        for (i, f) in frames.enumerated() {
            let shown = f.labels.filter { $0.shown.opacity > 0.1 }
            for (a, first) in shown.enumerated() {
                for second in shown[(a + 1)...] {
                    #expect(first.shown.frame.intersection(second.shown.frame).isEmpty,
                        "\(c.name) at \(size), frame \(i) at \(f.progress): \(first.name) \(first.shown.frame) over \(second.name) \(second.shown.frame)")
                }
            }
        }
    }

    /// Half way, the old title has moved toward the Back button's place (left on a push;
    /// on a pop the title leaving goes right) and the new one comes from the other side.
    @Test(arguments: cases)
    func theTitlesSlide(_ c: Case) throws {
        let frames = try Self.frames(of: c, reducingMotion: false)
        let first = try #require(frames.first), mid = try #require(frames.first { $0.progress >= 0.3 })
        let oldMoved = mid.old.frame.midX - first.old.frame.midX, newMoved = mid.new.frame.midX - first.new.frame.midX
        if c.pushes {
            #expect(oldMoved < -20 && newMoved < -20, "\(c.name): old moved \(oldMoved), new \(newMoved)")
        } else {
            #expect(oldMoved > 20 && newMoved > 20, "\(c.name): old moved \(oldMoved), new \(newMoved)")
        }
        let last = try #require(frames.last)
        #expect(last.old.opacity < first.old.opacity && last.new.opacity > first.new.opacity)
    }

    /// Under reduce motion nothing moves, and the old labels are gone before the new ones show.
    @Test(arguments: cases)
    func reduceMotionFadesSeparatedLabelsInPlace(_ c: Case) throws {
        let frames = try Self.frames(of: c, reducingMotion: true)
        try #require(frames.count > 10)
        let first = try #require(frames.first)
        for (i, f) in frames.enumerated() {
            #expect(f.old.frame == first.old.frame && f.new.frame == first.new.frame, "\(c.name), frame \(i): moved")
            #expect(min(f.old.opacity, f.new.opacity) < 0.01, "\(c.name), frame \(i): \(f.old.opacity) and \(f.new.opacity)")
        }
    }

    /// Early in a push the new Back label has not shown yet (the old title is still on its
    /// way there), but its place takes a click as Back all the same: the push turns round.
    @Test func backsPlaceTakesAClickBeforeItsLabelShows() throws {
        let rig = try SceneRig(scene: "contacts")
        defer { rig.close() }
        rig.click(Point(x: 80, y: 100))
        rig.run(for: 0.05)
        let back = try #require(rig.nav.navigationBar.arrivingContent?.backButton)
        #expect(back.titleLabel.layer.presentation.opacity == 0 && rig.nav.isTransitioning)
        rig.click(back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        rig.settle()
        #expect(rig.titles.count == 1 && rig.nav.cancelledTransitionCount == 1)
    }

    /// Contacts' pan scrubs the bar with the pop: held, the labels are where the bar's
    /// motion puts them at the transition's progress; let go short, they come back to rest.
    @Test func aDragScrubsTheBarWithThePop() throws {
        let rig = try SceneRig(scene: "contacts")
        defer { rig.close() }
        try #require(rig.openNextPage())
        let y = rig.window.bounds.midY
        rig.drag(from: Point(x: 100, y: y), to: Point(x: 420, y: y), steps: 12, duration: 0.3, release: false)
        rig.tick()
        let bar = rig.nav.navigationBar
        let p = try #require(rig.nav.transitionProgress)
        let leaving = try #require(bar.leavingContent), arriving = try #require(bar.arrivingContent)
        let motion = NavigationBarMotion(lowerTitle: arriving.titleRestFrame, upperTitle: leaving.titleRestFrame,
            upperBackTextX: leaving.backTextX, barWidth: bar.bounds.width, slides: true)
        let expected = motion.lowerTitle(at: 1 - p)
        #expect(p > 0.3 && p < 0.7)
        #expect(abs(arriving.titleLabel.layer.presentation.opacity - expected.alpha) < 1e-6)
        #expect(abs(arriving.titleLabel.layer.presentation.transform.tx - expected.dx) < 1e-6)
        rig.run(for: 0.5)
        #expect(abs(arriving.titleLabel.layer.presentation.transform.tx - expected.dx) < 1e-6, "held, the bar holds")
        rig.drag(from: Point(x: 420, y: y), to: Point(x: 200, y: y), steps: 6, duration: 0.1)
        rig.settle()
        #expect(rig.titles.count == 2 && bar.leavingContent == nil)
        let title = try #require(bar.arrivingContent).titleLabel.layer.presentation
        #expect(title.transform == .identity && title.opacity == 1)
    }
}
