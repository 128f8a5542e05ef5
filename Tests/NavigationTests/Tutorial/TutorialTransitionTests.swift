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
