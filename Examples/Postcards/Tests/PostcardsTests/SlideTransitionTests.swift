import Geometry
import Host
import Navigation
@testable import Postcards
import Runtime
import SegueTesting
import Testing
import Views

/// The article's transition does what the article says, in the app as the host runs it: the
/// same start-up, frame and input as its window, on a manual clock.
@MainActor
@Suite struct SlideTransitionTests {
    static let size = Size(width: 600, height: 800)

    /// The app with Lisbon's card opened (a click on the first row), the push under way.
    func openedCard() throws -> SceneHarness {
        let rig = try SceneHarness(app: PostcardsApp(), scene: "postcards", size: Self.size, startTime: 0)
        rig.click(Point(x: 300, y: 64 + 16 + 32))
        rig.tick(1 / 60)
        try #require(rig.shell.isTransitioning, "the click did not push")
        return rig
    }

    var midRow: Point { Point(x: 300, y: 400) }

    @Test func aCardRisesFromTheBottomEdge() throws {
        let rig = try openedCard()
        rig.run(for: 0.2)
        let page = try #require(rig.nav.topViewController)
        #expect(page.title == "Lisbon")
        let halfway = page.view.layer.presentation.transform.ty
        #expect(halfway > 10 && halfway < Self.size.height - 10, "halfway the page is \(halfway) pt down")
        rig.settle()
        #expect(page.view.layer.presentation.transform == .identity && rig.titles == ["Postcards", "Lisbon"])
    }

    /// The duration is a parameter: set to 0.8 s, the page is still low at 0.3 s.
    @Test func theDurationIsTheSpecs() throws {
        let rig = try SceneHarness(app: PostcardsApp(), scene: "postcards", size: Self.size, startTime: 0)
        try rig.shell.spec.set("postcards.slide.duration", to: .number(0.8))
        rig.click(Point(x: 300, y: 112))
        rig.run(for: 0.3)
        let ty = try #require(rig.nav.topViewController?.view.layer.presentation.transform.ty)
        #expect(ty > Self.size.height * 0.4, "at 0.3 s of 0.8 the page is \(ty) pt down")
    }

    /// Resized mid-push, the page is as far up the new height as it was up the old one.
    @Test func aResizeMidPushKeepsThePageAsFarUp() throws {
        let rig = try openedCard()
        rig.run(for: 0.2)
        let page = try #require(rig.nav.topViewController)
        let before = rig.nav.containerView.bounds.height
        let shown = page.view.layer.presentation.transform.ty / before
        rig.send(.resize(Size(width: 500, height: 600), time: rig.now))
        rig.tick()
        let bounds = rig.nav.containerView.bounds
        #expect(bounds.height == before - 200 && page.view.layer.presentation.bounds.size == bounds.size)
        #expect(abs(page.view.layer.presentation.transform.ty - shown * bounds.height) < 1, "\(page.view.layer.presentation.transform.ty) vs \(shown * bounds.height)")
        rig.settle()
        #expect(page.view.frame == bounds && page.view.layer.presentation.transform == .identity)
    }

    @Test func draggingTheCardDownPastHalfwayPutsItBack() throws {
        let rig = try openedCard()
        rig.settle()
        rig.drag(from: Point(x: 300, y: 200), to: Point(x: 300, y: 200 + Self.size.height * 0.6), hold: 0.1)
        rig.settle()
        #expect(rig.titles == ["Postcards"])
        #expect(rig.shell.completedTransitionCount == 2 && rig.shell.cancelledTransitionCount == 0)
    }

    @Test func aShortDragCancelsAndTheCardStays() throws {
        let rig = try openedCard()
        rig.settle()
        rig.drag(from: Point(x: 300, y: 200), to: Point(x: 300, y: 260), hold: 0.1)
        rig.settle()
        #expect(rig.titles == ["Postcards", "Lisbon"])
        #expect(rig.nav.topViewController?.view.transform == .identity)
        #expect(rig.shell.cancelledTransitionCount == 1)
    }

    /// The release threshold is a parameter: at 0.2, a drag a third of the way down puts the
    /// card back; at the default 0.5 the same drag leaves it.
    @Test func theReleaseThresholdIsTheSpecs() throws {
        for (threshold, pops) in [(0.2, true), (0.5, false)] {
            let rig = try openedCard()
            try rig.shell.spec.set("postcards.release.threshold", to: .number(threshold))
            rig.settle()
            rig.drag(from: Point(x: 300, y: 200), to: Point(x: 300, y: 200 + Self.size.height / 3), hold: 0.1)
            rig.settle()
            #expect(rig.titles == (pops ? ["Postcards"] : ["Postcards", "Lisbon"]), "threshold \(threshold)")
        }
    }

    /// A press on the card while it is still rising grabs it: dragged down and let go, it
    /// goes back down, with no code of the app's own for it.
    @Test func aPressMidPushGrabsIt() throws {
        let rig = try openedCard()
        rig.run(for: 0.15)
        rig.drag(from: Point(x: 300, y: 700), to: Point(x: 300, y: 790), hold: 0.05)
        rig.settle()
        #expect(rig.titles == ["Postcards"], "\(rig.titles)")
    }
}
