import Geometry
import SegueTesting
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Navigation

/// The Sheets scene drawn headless against reference PNGs: the sheet resting at its medium
/// detent over the dimmed first page (rounded top corners, the grabber, the list), at its
/// large detent over the page receded to 0.92 with rounded corners, half way
/// up as it is presented (dimmed half as much as at rest), and dragged part way between its
/// detents; and the tabs under it mid-swipe from the sheets page to the next. Regenerate with `SEGUE_UPDATE_REFERENCES=1 swift test --filter RenderTests`, on
/// purpose, and look at them.
@MainActor
@Suite(.serialized) struct SheetRenderTests {
    enum Moment: String, CaseIterable, Sendable {
        case medium = "sheets-medium"
        case large = "sheets-large"
        case presentHalfWay = "sheets-present-50"
        case dragged = "sheets-dragged"
        case tabsDragged = "sheets-tabs-dragged"
    }

    @Test(arguments: Moment.allCases)
    func sheetMatchesItsReference(moment: Moment) throws {
        let rig = try SceneHarness(scene: "sheets", size: Size(width: 1024, height: 768), renders: true, startTime: 1)
        defer { rig.close() }
        let tabs = try #require(rig.nav.viewControllers.first as? SheetsTabBarController)
        let root = try #require(tabs.viewControllers.first as? SheetsViewController)
        switch moment {
        case .medium:
            root.showSheet(at: .medium)
            rig.settle()
        case .large:
            root.showSheet(at: .large)
            rig.settle()
        case .presentHalfWay:
            let driver = try #require(root.startScrubbedTransition())
            driver.update(0.5)
            rig.tick()
        case .dragged:
            root.showSheet(at: .medium)
            rig.settle()
            // The grabber strip dragged 200 pt up and held: between the two detents.
            rig.drag(from: Point(x: 512, y: 394), to: Point(x: 512, y: 194), hold: 0.2, release: false)
        case .tabsDragged:
            // A swipe left over the pages held 40% of the way to the Colours tab.
            rig.drag(from: Point(x: 800, y: 500), to: Point(x: 800 - 0.4 * 1024, y: 500), hold: 0.2, release: false)
        }
        let first = try rig.render()
        if let result = try SceneRenderer.compare(first, reference: moment.rawValue) {
            #expect(result.matches, "\(moment.rawValue): \(result.summary)")
        }
        var steady = first
        for _ in 0..<3 { steady = try rig.render() }
        let cached = ImageComparison(steady, first)
        #expect(cached.matches, "\(moment.rawValue) steady frame vs first frame: \(cached.summary)")
    }
}
