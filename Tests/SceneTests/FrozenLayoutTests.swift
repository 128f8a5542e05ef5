import Compositor
import Geometry
import Navigation
import Runtime
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import SegueTesting

/// What a frozen scene's strip and layer panel leave in sight: a sheet frozen low in its
/// dismissal is not under the strip (it goes over the scene's top), the layer panel leaves
/// the navigation bar (its Back button) alone, and the panel's list tells plain views apart
/// by their controller or the property that keeps them.
@MainActor
@Suite struct FrozenLayoutTests {
    /// The Sheets scene's medium sheet, dismissed with Escape and frozen `frames` frames in.
    func frozenDismissal(_ rig: SceneRig, frames: Int) throws -> SheetViewController {
        let tabs = try #require(rig.nav.viewControllers.first as? SheetsTabBarController)
        let root = try #require(tabs.viewControllers.first as? SheetsViewController)
        root.showSheet(at: .medium)
        rig.settle()
        let sheet = try #require(rig.shell.presentingController?.presentedViewController as? SheetViewController)
        rig.key("escape")
        rig.run(frames: frames)
        #expect(rig.shell.isTransitioning)
        rig.freeze()
        return sheet
    }

    func shownFrame(_ view: View) -> Rect { view.layer.convert(view.layer.presentation.bounds, to: nil) }

    @Test func aSheetFrozenLowInItsDismissalIsNotUnderTheStrip() throws {
        let rig = try SceneRig(scene: "sheets", size: Size(width: 800, height: 600))
        let sheet = try frozenDismissal(rig, frames: 8)
        let strip = try #require(rig.shell.timelineStrip)
        let card = shownFrame(sheet.sheetView).intersection(rig.shell.sceneFrame)
        #expect(!card.isNull && card.minY > 400, "the sheet is low: \(card)")
        #expect(rig.shell.timelineStripOnTop && strip.frame.minY == 0, "\(strip.frame)")
        #expect(strip.frame.intersection(card).isNull, "the strip \(strip.frame) covers the sheet \(card)")
        // The strip at the top still scrubs.
        rig.key("left")
        #expect(rig.driver.playhead == (rig.shell.timelineStrip?.samples.count ?? 0) - 2)
    }

    @Test func aZoomFrozenMidwayKeepsItsStripAtTheBottom() throws {
        let rig = try SceneRig(scene: "contacts", size: Size(width: 800, height: 600))
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.run(frames: 14)
        rig.freeze()
        #expect(!rig.shell.timelineStripOnTop && rig.shell.timelineStrip?.frame.maxY == 600)
    }

    @Test func theLayerPanelLeavesTheBackButtonInSight() throws {
        let rig = try SceneRig(scene: "contacts", size: Size(width: 800, height: 600))
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.run(frames: 14)
        rig.freeze()
        // A layer on the right: the panel goes to the left, where the bar's leading button is.
        rig.click(Point(x: 700, y: 130))
        let panel = try #require(rig.shell.layerPanel)
        #expect(panel.frame.minX == 0)
        let bar = rig.nav.navigationBar
        let barFrame = bar.convert(bar.bounds, to: nil)
        #expect(panel.frame.minY >= barFrame.maxY, "the panel \(panel.frame) covers the bar \(barFrame)")
    }

    @Test func theListNamesPlainViewsByWhatKeepsThem() throws {
        let rig = try SceneRig(scene: "sheets", size: Size(width: 800, height: 600))
        let sheet = try frozenDismissal(rig, frames: 4)
        rig.driver.inspect(sheet.dimmingView.layer)
        let inspection = try #require(rig.shell.layerPanel?.inspection)
        let names = inspection.outline.map(\.name)
        #expect(inspection.name.hasPrefix("View · dimmingView of SheetViewController"), "\(inspection.name)")
        #expect(names.contains { $0.hasPrefix("SheetView · sheetView of SheetViewController") }, "\(names)")
        #expect(names.contains { $0.hasPrefix("View · grabber") }, "\(names)")
        #expect(names.contains { $0.hasPrefix("Button · ") && $0.contains("“") }, "\(names)")
        let bare = names.filter { $0 == "View" }
        #expect(bare.isEmpty, "plain views with no name: \(bare.count) of \(names.count): \(inspection.outline.map { String(repeating: " ", count: $0.depth) + $0.name }.joined(separator: "\n"))")
    }
}
