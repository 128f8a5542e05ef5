import Compositor
import Geometry
import Host
import Motion
import Navigation
import Views

/// The demos in a window: one scene at a time, each with its own navigation controller. The
/// catalogue scene lists what Segue shows; pages (the Gallery) are pushed on it with the
/// default transition; scenes (the transition demos and the Motion lab) replace it, each
/// with its own navigation controller and a Demos button back. The digit keys (one per
/// scene, 1 to 7) open the scenes in catalogue order; Escape or Backspace at a scene's first
/// page goes back to the catalogue.
@MainActor
final class DemoController: AppController {
    private unowned let shell: HostShell
    private let context: SceneContext

    init(shell: HostShell, logo: Path, contacts: [Contact]) {
        self.shell = shell
        context = SceneContext(logo: logo, contacts: contacts, clock: shell.clock, spec: { [unowned shell] in shell.spec },
            drawsPixels: shell.window.drawsPixels)
        showCatalogue()
    }

    func open(_ id: String, animated: Bool) {
        guard let entry = SceneRegistry.entry(id) else {
            if id == "catalogue", shell.sceneID != "catalogue" { showCatalogue() }
            return
        }
        switch entry.build(context) {
        case .page(let page):
            if shell.sceneID != "catalogue" { showCatalogue() }
            shell.navigation.pushViewController(page, animated: animated)
        case .navigation(let nav):
            // A click during a transition grabs it or is ignored: Demos waits for it to end.
            nav.viewControllers.first?.navigationItem.leadingButton = BarButton(title: "Demos") { [unowned self] in
                if !self.shell.isTransitioning { self.showCatalogue() }
            }
            shell.show(nav, sceneID: id)
        }
    }

    private func showCatalogue() {
        let catalogue = PageViewController(sceneID: "catalogue", title: "Segue") {
            CataloguePage(entries: SceneRegistry.entries) { [unowned self] entry in self.open(entry.sceneID, animated: true) }
        }
        shell.show(NavigationController(rootViewController: catalogue, clock: shell.clock), sceneID: "catalogue")
    }

    func handleKey(_ key: String) -> Bool {
        switch key {
        case "escape", "backspace":
            guard shell.sceneID != "catalogue", !shell.isTransitioning, shell.presentingController == nil, shell.pageCount == 1 else { return false }
            showCatalogue()
            return true
        default:
            guard key.count == 1, let n = Int(key), n >= 1, n <= SceneRegistry.scenes.count else { return false }
            open(SceneRegistry.scenes[n - 1].sceneID, animated: false)
            return true
        }
    }
}
