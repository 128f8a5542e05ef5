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
    /// The Side by side background, made the first time the scene opens in this process.
    private static let panorama = Artwork.panorama()

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
            guard let nav = makeSceneNavigation(id) else { return }
            nav.viewControllers.first?.navigationItem.leadingButton = BarButton(title: "Demos") { [unowned self] in self.showCatalogue() }
            install(nav, id: id)
        }
    }

    public func showCatalogue() {
        let catalogue = PageViewController(sceneID: "catalogue", title: "Segue") { CataloguePage { [unowned self] entry in self.open(entry.sceneID, animated: true) } }
        install(NavigationController(rootViewController: catalogue, clock: clock), id: "catalogue")
    }

    private func install(_ nav: NavigationController, id: String) {
        for container in presentationContainers { container.removeFromSuperview() }
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

    /// A scene of its own: its navigation controller (its own kind for Side by side) and the
    /// first controller, which builds the rest of its stack.
    private func makeSceneNavigation(_ id: String) -> NavigationController? {
        if id == "side-by-side" {
            return SideBySideNavigationController(rootViewController: SideBySidePageViewController(number: 1), style: .sideBySide,
                background: AppShell.panorama, clock: clock)
        }
        return makeSceneRoot(id).map { NavigationController(rootViewController: $0, clock: clock) }
    }

    private func makeSceneRoot(_ id: String) -> ViewController? {
        switch id {
        case "logo-reveal":
            return LogoRevealViewController(logo: logo)
        case "contacts":
            return ContactsOverviewViewController(contacts: contacts)
        case "modal-zoom":
            return ModalZoomViewController(logo: logo, clock: clock)
        case "motion":
            return PageViewController(sceneID: "motion", title: "Motion") { [logo, clock] in MotionPage(logo: logo, clock: clock) }
        default:
            return nil
        }
    }

    /// Starts the scene's push (or presentation) held at its start by a percent driver, which
    /// the caller moves (benchmarks); nil when the scene on screen has no such transition.
    public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        (navigation.topViewController as? ScrubbableTransition)?.startScrubbedTransition()
    }

    /// The scene's controller that presents a page now, if any.
    public var presentingController: ViewController? {
        navigation.viewControllers.last { $0.presentedViewController != nil }
    }

    /// The containers of presented pages, over the scene, bottom to top.
    public var presentationContainers: [PresentationContainerView] {
        window.subviews.compactMap { $0 as? PresentationContainerView }
    }

    /// Whether a push, pop, presentation or dismissal runs.
    public var isTransitioning: Bool { navigation.isTransitioning || presentingController?.isPresentationTransitioning == true }

    /// The running transition's progress: the navigation's, else the presentation's.
    public var transitionProgress: Double? { navigation.telemetry.progress }

    /// Transitions that completed and that were cancelled: the scene's navigation and the
    /// presentations of its root.
    public var completedTransitionCount: Int { navigation.telemetry.completed }
    public var cancelledTransitionCount: Int { navigation.telemetry.cancelled }

    /// Dismisses a presented page, else pops the top page; false when there is neither.
    @discardableResult
    public func goBack() -> Bool {
        if let presenter = presentingController {
            guard !presenter.isPresentationTransitioning else { return false }
            presenter.dismiss(animated: true, clock: clock)
            return true
        }
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
        for container in presentationContainers where container.frame != window.bounds { container.frame = window.bounds }
        window.layoutIfNeeded()
        (navigation.topViewController?.viewIfLoaded as? FrameObserver)?.frameWillRender()
        window.layoutIfNeeded()
    }
}
