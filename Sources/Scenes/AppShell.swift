import Compositor
import Geometry
import Motion
import Views

/// The app's content in a window: the catalogue and the pages opened from it, one on top of
/// the other. Back (the header button, Escape or Backspace) returns to the page below.
@MainActor
public final class AppShell {
    /// The scenes `--scene` accepts, in catalogue order.
    nonisolated public static let sceneIDs = ["catalogue"] + CataloguePage.entries.map(\.sceneID)

    public let window: Window
    private let logo: Path
    private var pages: [(id: String, view: View)] = []

    /// The animation clock: pages that restart animations read the current time from it.
    private let clock: Clock

    public init(window: Window, assets: Assets, scene: String, clock: Clock) throws(AssetError) {
        guard AppShell.sceneIDs.contains(scene) else {
            throw AssetError("unknown scene '\(scene)' (available: \(AppShell.sceneIDs.joined(separator: ", ")))")
        }
        self.window = window
        self.clock = clock
        logo = try assets.logo()
        window.backgroundColor = Theme.background
        let catalogue = CataloguePage { [unowned self] entry in self.open(entry.sceneID) }
        show(catalogue, id: "catalogue")
        if scene != "catalogue" { open(scene) }
    }

    /// The id of the page on top.
    public var currentSceneID: String { pages.last?.id ?? "catalogue" }
    public var pageCount: Int { pages.count }

    public func open(_ sceneID: String) {
        switch sceneID {
        case "gallery":
            show(GalleryPage(logo: logo) { [unowned self] in _ = self.goBack() }, id: "gallery")
        case "motion":
            show(MotionPage(logo: logo, clock: clock) { [unowned self] in _ = self.goBack() }, id: "motion")
        default:
            break
        }
    }

    /// Removes the top page; false at the catalogue.
    @discardableResult
    public func goBack() -> Bool {
        guard pages.count > 1 else { return false }
        pages.removeLast().view.removeFromSuperview()
        pages.last?.view.isHidden = false
        return true
    }

    /// Keys the shell handles: Escape and Backspace go back.
    public func handleKey(_ key: String) -> Bool {
        switch key {
        case "escape", "backspace": return goBack()
        default: return false
        }
    }

    /// Keeps every page the size of the window.
    public func layout() {
        for p in pages where p.view.frame != window.bounds { p.view.frame = window.bounds }
        window.layoutIfNeeded()
        (pages.last?.view as? FrameObserver)?.frameWillRender()
        window.layoutIfNeeded()
    }

    private func show(_ page: View, id: String) {
        page.frame = window.bounds
        pages.last?.view.isHidden = true
        pages.append((id, page))
        window.addSubview(page)
    }
}
