import Geometry
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Navigation
import SegueTesting

/// A cell of the Contacts or Photos grid is selected by a tap on it: a press that stays
/// within a tap's slop of where it began, on that cell (UIKit's rule: a touch that moves
/// beyond the slop is no tap). A sideways drag, which the grid's vertical scroll does not
/// take, opens nothing.
@MainActor
@Suite struct GridSelectionTests {
    /// A scene with a grid on its first page, and how to tell that a cell was opened.
    enum Grid: String, CaseIterable {
        case contacts, photos

        @MainActor func grid(_ rig: SceneRig) throws -> GridView {
            switch self {
            case .contacts: return try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController).grid
            case .photos: return try PhotosGridTests.photos(rig).grid
            }
        }

        /// The item opened (the contact pushed, the picture presented), if any.
        @MainActor func opened(_ rig: SceneRig) throws -> Int? {
            switch self {
            case .contacts:
                guard let page = rig.nav.viewControllers.dropFirst().first as? ContactDetailViewController else { return nil }
                let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
                return overview.contacts.firstIndex { $0.name == page.contact.name }
            case .photos:
                return (try PhotosGridTests.photos(rig).presentedViewController as? PhotoViewerViewController)?.currentIndex
            }
        }
    }

    /// The scene open, and the centre of item `index`'s cell in window points.
    func open(_ g: Grid, item index: Int) throws -> (SceneRig, Point) {
        let rig = try SceneRig(scene: g.rawValue, size: Size(width: 800, height: 600))
        let grid = try g.grid(rig)
        let cell = try #require(grid.cellForItem(at: index))
        return (rig, cell.convert(cell.bounds, to: nil).center)
    }

    /// Press at `points[0]`, move through the rest a frame each, release at the last.
    func press(_ rig: SceneRig, through points: [Point]) {
        rig.press(points[0])
        for p in points.dropFirst() {
            rig.tick(1.0 / 60)
            rig.move(p)
        }
        rig.tick(1.0 / 60)
        rig.release(points[points.count - 1])
        rig.settle()
    }

    @Test(arguments: Grid.allCases)
    func aSidewaysDragAcrossTheGridOpensNothing(_ g: Grid) throws {
        let (rig, start) = try open(g, item: 1)
        let path = (0...12).map { Point(x: start.x + Double($0) * 25, y: start.y + Double($0)) }
        let grid = try g.grid(rig)
        #expect(grid.indexForItem(at: grid.convert(path[path.count - 1], from: nil)) != nil, "it ends on a cell")
        press(rig, through: path)
        #expect(try g.opened(rig) == nil)
    }

    @Test(arguments: Grid.allCases)
    func aTapThatJittersWithinItsSlopOpensTheCell(_ g: Grid) throws {
        let (rig, start) = try open(g, item: 2)
        let jitter = [Point(x: 3, y: -2), Point(x: 6, y: 4), Point(x: -2, y: 7), Point(x: 4, y: 1)]
        press(rig, through: [start] + jitter.map { Point(x: start.x + $0.x, y: start.y + $0.y) })
        #expect(try g.opened(rig) == 2)
    }

    @Test(arguments: Grid.allCases)
    func aPressThatWentFarAndCameBackOpensNothing(_ g: Grid) throws {
        let (rig, start) = try open(g, item: 1)
        let out = (0...8).map { Point(x: start.x + Double($0) * 30, y: start.y) }
        press(rig, through: out + out.reversed())
        #expect(try g.opened(rig) == nil)
    }

    /// A press that slips off its cell within the slop (across the 2 pt gutter onto the next
    /// cell) opens neither. (The Contacts grid's gutter is as wide as the slop.)
    @Test func aPressThatSlipsOntoTheNextCellOpensNothing() throws {
        let g = Grid.photos
        let (rig, _) = try open(g, item: 1)
        let grid = try g.grid(rig)
        let a = grid.convert(grid.frameForItem(at: 1), to: nil), b = grid.convert(grid.frameForItem(at: 2), to: nil)
        let from = Point(x: a.maxX - 2, y: a.midY), to = Point(x: b.minX + 2, y: b.midY)
        #expect(from.distance(to: to) < 10 && grid.indexForItem(at: grid.convert(to, from: nil)) == 2)
        press(rig, through: [from, to])
        #expect(try g.opened(rig) == nil)
    }
}
