import Compositor
import Geometry
import Motion
import Navigation
import Views

/// The app's content in a window: one scene at a time, each with its own navigation
/// controller. The catalogue scene lists what Segue shows; pages (the Gallery) are pushed on
/// it with the default transition; scenes (the transition demos and the Motion lab) replace
/// it, each with its own navigation controller and a Demos button back. Keys 1-9 open the scenes in catalogue order.
@MainActor
public final class AppShell {
    /// The ids `--scene` accepts, in catalogue order.
    nonisolated public static let sceneIDs = ["catalogue"] + CataloguePage.entries.map(\.sceneID)
    /// The scenes of their own, in catalogue order (keys 1-9).
    nonisolated public static let sceneEntries = CataloguePage.entries.filter { $0.kind == .scene }

    public let window: Window
    /// The navigation controller of the scene on screen.
    public private(set) var navigation: NavigationController
    /// The id of the scene on screen ("catalogue" or a scene entry's id).
    public private(set) var sceneID = "catalogue"
    private let logo: Path
    private let contacts: [Contact]
    private let clock: Clock

    public init(window: Window, assets: Assets, scene: String, clock: Clock) throws(AssetError) {
        guard AppShell.sceneIDs.contains(scene) else {
            throw AssetError("unknown scene '\(scene)' (available: \(AppShell.sceneIDs.joined(separator: ", ")))")
        }
        self.window = window
        self.clock = clock
        logo = try assets.logo()
        contacts = try assets.contacts()
        window.backgroundColor = Theme.background
        navigation = NavigationController(rootViewController: ViewController(), clock: clock)
        showCatalogue()
        open(scene, animated: false)
    }

    /// The id of the page on top: a pushed page's, or the scene's.
    public var currentSceneID: String { (navigation.topViewController as? PageViewController)?.sceneID ?? sceneID }
    public var pageCount: Int { navigation.viewControllers.count }

    /// Opens a page (pushed on the catalogue) or switches to a scene.
    public func open(_ id: String, animated: Bool) {
        guard let entry = CataloguePage.entries.first(where: { $0.sceneID == id }) else { return }
        switch entry.kind {
        case .page:
            if sceneID != "catalogue" { showCatalogue() }
            guard let page = makePage(id) else { return }
            navigation.pushViewController(page, animated: animated)
        case .scene:
            guard let root = makeSceneRoot(id) else { return }
            root.navigationItem.leadingButton = BarButton(title: "Demos") { [unowned self] in self.showCatalogue() }
            install(NavigationController(rootViewController: root, clock: clock), id: id)
        }
    }

    public func showCatalogue() {
        let catalogue = PageViewController(sceneID: "catalogue", title: "Segue") { CataloguePage { [unowned self] entry in self.open(entry.sceneID, animated: true) } }
        install(NavigationController(rootViewController: catalogue, clock: clock), id: "catalogue")
    }

    private func install(_ nav: NavigationController, id: String) {
        navigation.view.removeFromSuperview()
        navigation = nav
        sceneID = id
        nav.view.frame = window.bounds
        window.insertSubview(nav.view, at: 0)
    }

    private func makePage(_ id: String) -> PageViewController? {
        switch id {
        case "gallery":
            return PageViewController(sceneID: "gallery", title: "Gallery") { [logo] in GalleryPage(logo: logo) }
        default:
            return nil
        }
    }

    /// The first controller of a scene of its own, which builds the rest of its stack.
    private func makeSceneRoot(_ id: String) -> ViewController? {
        switch id {
        case "logo-reveal":
            return LogoRevealViewController(logo: logo)
        case "contacts":
            return ContactsOverviewViewController(contacts: contacts)
        case "motion":
            return PageViewController(sceneID: "motion", title: "Motion") { [logo, clock] in MotionPage(logo: logo, clock: clock) }
        default:
            return nil
        }
    }

    /// Starts the scene's push held at its start by a percent driver, which the caller moves
    /// (benchmarks); nil when the scene on screen has no such push.
    public func startScrubbedPush() -> PercentDrivenInteractiveTransition? {
        (navigation.topViewController as? ScrubbablePush)?.startScrubbedPush()
    }

    /// Pops the top page; false at a scene's root.
    @discardableResult
    public func goBack() -> Bool {
        guard navigation.viewControllers.count > 1 else { return false }
        navigation.popViewController(animated: true)
        return true
    }

    /// Escape and Backspace go back; 1-9 open the scenes.
    public func handleKey(_ key: String) -> Bool {
        switch key {
        case "escape", "backspace":
            return goBack()
        default:
            guard key.count == 1, let n = Int(key), n >= 1, n <= AppShell.sceneEntries.count else { return false }
            open(AppShell.sceneEntries[n - 1].sceneID, animated: false)
            return true
        }
    }

    /// Keeps the scene the size of the window, and lets the top page follow its animations.
    public func layout() {
        if navigation.view.frame != window.bounds { navigation.view.frame = window.bounds }
        window.layoutIfNeeded()
        (navigation.topViewController?.viewIfLoaded as? FrameObserver)?.frameWillRender()
        window.layoutIfNeeded()
    }
}
