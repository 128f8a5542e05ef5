import Compositor
import Geometry
import Navigation
import SegueTesting
import Testing
import Views

/// The code of the "Write your own interactive transition" article does what the article
/// says it does.
@MainActor
@Suite struct TutorialTransitionTests {
    /// A navigation rig with the tutorial's delegate installed and one page pushed on the root.
    func pushedPage() throws -> (NavigationRig, SlideDownToPop, ViewController) {
        let rig = NavigationRig()
        let page = ViewController(title: "page")
        let slide = showWithSlideUp(page, on: rig.nav)
        rig.tick()
        try #require(rig.nav.isTransitioning, "the push did not animate")
        return (rig, slide, page)
    }

    @Test func aPushRisesFromTheBottomEdge() throws {
        let (rig, _, page) = try pushedPage()
        rig.run(for: 0.2)
        let halfway = page.view.layer.presentation.transform.ty
        #expect(halfway > 10 && halfway < rig.nav.containerView.bounds.height - 10, "halfway the page is \(halfway) pt down")
        rig.settle()
        #expect(page.view.layer.presentation.transform == .identity && rig.nav.topViewController === page)
    }

    /// Resized mid-push, the page is as far up the new height as it was up the old one.
    @Test func aResizeMidPushKeepsThePageAsFarUp() throws {
        let (rig, _, page) = try pushedPage()
        rig.run(for: 0.2)
        let shown = page.view.layer.presentation.transform.ty / rig.nav.containerView.bounds.height
        rig.window.resize(to: Size(width: 600, height: 500))
        rig.nav.view.frame = rig.window.bounds
        rig.window.layoutIfNeeded()
        let bounds = rig.nav.containerView.bounds
        #expect(bounds.height > 400 && page.view.layer.presentation.bounds.size == bounds.size)
        #expect(abs(page.view.layer.presentation.transform.ty - shown * bounds.height) < 1e-6)
        rig.settle()
        #expect(page.view.frame == bounds && page.view.layer.presentation.transform == .identity)
    }

    @Test func draggingThePageDownPastHalfwayPopsIt() throws {
        let (rig, slide, page) = try pushedPage()
        rig.settle()
        #expect(slide.pan.view === page.view)
        let height = rig.nav.containerView.bounds.height
        rig.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 100 + height * 0.7), hold: 0.1)
        rig.settle()
        #expect(rig.nav.viewControllers.count == 1 && rig.nav.topViewController === rig.root)
        #expect(slide.drag.lastRelease?.decision.finishes == true)
    }

    @Test func aShortDragCancelsAndThePageStays() throws {
        let (rig, slide, page) = try pushedPage()
        rig.settle()
        rig.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 140), hold: 0.1)
        rig.settle()
        #expect(rig.nav.topViewController === page && page.view.transform == .identity)
        #expect(slide.drag.lastRelease?.decision.finishes == false)
    }
}
