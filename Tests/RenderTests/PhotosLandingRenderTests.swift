import Geometry
import Navigation
import SegueTesting
import Testing
import Scenes
import DemoTesting

/// The Photos card landing on its cell swaps for the thumbnail without a pop: the last
/// frame of the card, on the cell, is the frame after it (the cell itself) to within
/// rounding, as is the card's first frame of an opening (the cell before it).
@MainActor
@Suite(.serialized) struct PhotosLandingRenderTests {
    @Test func theCardLandsOnItsCellWithoutAPop() throws {
        let (rig, driver) = try DemoTransition.photosZoomOut.begin()
        defer { rig.close() }
        DemoTransition.hold(rig, driver, at: 1)
        let card = try rig.render()
        driver.finish()
        rig.settle()
        let landed = try rig.render()
        let swap = ImageComparison(card, landed, threshold: 4)
        #expect(swap.differingFraction == 0 && swap.meanDifference < 0.05, "at the swap \(swap.summary)")
    }

    @Test func theCardOpensFromItsCellWithoutAPop() throws {
        let rig = try SceneHarness.demo("photos")
        defer { rig.close() }
        let root = try #require(rig.nav.topViewController as? PhotosViewController)
        let before = try rig.render()
        let driver = PercentDrivenInteractiveTransition()
        try #require(root.runInteractively(driver) { root.openViewer(at: 6) } != nil)
        DemoTransition.hold(rig, driver, at: 0)
        let card = try rig.render()
        let swap = ImageComparison(before, card, threshold: 4)
        #expect(swap.differingFraction == 0 && swap.meanDifference < 0.05, "at the swap \(swap.summary)")
    }
}
