import Geometry
import Navigation
import SegueTesting
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host

/// Every demo transition started as a person starts it, in the scene as its references were
/// drawn: a click on the row, avatar, page or button, or Escape; no driver holds it.
extension DemoTransition {
    func startByHand() throws -> SceneHarness {
        let rig = try SceneHarness.demo(scene)
        do {
            try startByHand(in: rig)
            return rig
        } catch {
            rig.close()
            throw error
        }
    }

    private func startByHand(in rig: SceneHarness) throws {
        switch self {
        case .defaultPush:
            let list = try required(rig.nav.topViewController?.view)
            rig.click(try centre(of: required(rows(in: list).first { $0.entry.sceneID == "gallery" })))
        case .defaultPop:
            rig.shell.open("gallery", animated: false)
            rig.tick()
            rig.key("escape")
        case .logoRevealPush, .logoRevealPop:
            rig.click(Point(x: 320, y: 300))
            if self == .logoRevealPop {
                rig.settle()
                rig.key("escape")
            }
        case .contactsPush, .contactsPop:
            let overview = try required(rig.nav.topViewController as? ContactsOverviewViewController)
            let cell = try required(overview.grid.cellForItem(at: 7) as? ContactCell)
            rig.click(cell.avatar.convert(cell.avatar.bounds, to: nil).center)
            if self == .contactsPop {
                rig.settle()
                rig.key("escape")
            }
        case .sideBySidePush, .sideBySidePop:
            for _ in 0..<(self == .sideBySidePush ? 1 : 2) {
                rig.settle()
                let page = try required(rig.nav.topViewController?.view as? SideBySidePageView)
                rig.click(centre(of: page.button))
            }
            if self == .sideBySidePop {
                rig.settle()
                rig.key("escape")
            }
        case .modalZoomPresent, .modalZoomDismiss:
            let page = try required(rig.nav.topViewController?.view as? ModalZoomView)
            rig.click(centre(of: page.viewButton))
            if self == .modalZoomDismiss {
                rig.settle()
                let detail = try required(rig.shell.presentingController?.presentedViewController?.view as? ModalZoomDetailView)
                rig.click(centre(of: detail.closeButton))
            }
        case .photosZoomIn, .photosZoomOut:
            let root = try required(rig.nav.topViewController as? PhotosViewController)
            rig.click(centre(of: try required(root.cell(forItem: 6))))
            if self == .photosZoomOut {
                rig.settle()
                rig.key("escape")
            }
        }
        rig.tick()
        guard rig.shell.isTransitioning else { throw HarnessError("\(rawValue): the click or key started no transition") }
    }

    private func centre(of view: View) -> Point { view.convert(view.bounds, to: nil).center }

    private func rows(in view: View) -> [CatalogueRow] {
        view.subviews.flatMap { ($0 as? CatalogueRow).map { [$0] } ?? rows(in: $0) }
    }

    private func required<T>(_ value: T?) throws -> T {
        guard let value else { throw HarnessError("\(rawValue): the scene is not as the transition expects") }
        return value
    }
}
