import Compositor
import Geometry
import Motion
import Navigation
import Views

/// The app's content in a window: a navigation controller with the catalogue at its root;
/// the Gallery and the Motion page are pushed on it with the default transition. Back (the
/// bar's button, Escape or Backspace, or the left-edge swipe) pops.
@MainActor
public final class AppShell {
    /// The scenes `--scene` accepts, in catalogue order.
    nonisolated public static let sceneIDs = ["catalogue"] + CataloguePage.entries.map(\.sceneID)

    public let window: Window
    public let navigation: NavigationController
    private let logo: Path
    private let clock: Clock

    public init(window: Window, assets: Assets, scene: String, clock: Clock) throws(AssetError) {
        guard AppShell.sceneIDs.contains(scene) else {
            throw AssetError("unknown scene '\(scene)' (available: \(AppShell.sceneIDs.joined(separator: ", ")))")
        }
        self.window = window
        self.clock = clock
        logo = try assets.logo()
        window.backgroundColor = Theme.background
        var open: (String) -> Void = { _ in }
        let catalogue = PageViewController(sceneID: "catalogue", title: "Segue") { CataloguePage { entry in open(entry.sceneID) } }
        navigation = NavigationController(rootViewController: catalogue, clock: clock)
        open = { [unowned self] id in self.open(id, animated: true) }
        navigation.view.frame = window.bounds
        window.addSubview(navigation.view)
        if scene != "catalogue" { self.open(scene, animated: false) }
    }

    /// The id of the page on top.
    public var currentSceneID: String { (navigation.topViewController as? PageViewController)?.sceneID ?? "catalogue" }
    public var pageCount: Int { navigation.viewControllers.count }

    public func open(_ sceneID: String, animated: Bool) {
        let page: PageViewController
        switch sceneID {
        case "gallery":
            page = PageViewController(sceneID: "gallery", title: "Gallery") { [logo] in GalleryPage(logo: logo) }
        case "motion":
            page = PageViewController(sceneID: "motion", title: "Motion") { [logo, clock] in MotionPage(logo: logo, clock: clock) }
        default:
            return
        }
        navigation.pushViewController(page, animated: animated)
    }

    /// Pops the top page; false at the catalogue.
    @discardableResult
    public func goBack() -> Bool {
        guard navigation.viewControllers.count > 1 else { return false }
        navigation.popViewController(animated: true)
        return true
    }

    /// Keys the shell handles: Escape and Backspace go back.
    public func handleKey(_ key: String) -> Bool {
        switch key {
        case "escape", "backspace": return goBack()
        default: return false
        }
    }

    /// Keeps the navigation controller the size of the window, and lets the top page follow
    /// its animations.
    public func layout() {
        if navigation.view.frame != window.bounds { navigation.view.frame = window.bounds }
        window.layoutIfNeeded()
        (navigation.topViewController?.viewIfLoaded as? FrameObserver)?.frameWillRender()
        window.layoutIfNeeded()
    }
}
