import Motion
import Navigation
import Views

/// Every scene the app shows, in catalogue order (the digit keys open the scenes of their own in
/// this order). The one list `--scene`, the catalogue, the keys and session headers read.
public enum SceneRegistry {
    public static let entries: [SceneEntry] = [
        SceneEntry("gallery", .page, title: "Gallery", subtitle: "Every compositor feature: clipping, masks, text, opacity, borders") { c in
            .page(PageViewController(sceneID: "gallery", title: "Gallery") { [logo = c.logo] in GalleryPage(logo: logo) })
        },
        SceneEntry("logo-reveal", .scene, title: "Logo Reveal", subtitle: "A page revealed through the growing logo; drag to scrub push and pop") { c in
            .navigation(NavigationController(rootViewController: LogoRevealViewController(logo: c.logo), clock: c.clock))
        },
        SceneEntry("contacts", .scene, title: "Contacts", subtitle: "A contact zooms out of its avatar; drag from the left half to zoom back") { c in
            .navigation(NavigationController(rootViewController: ContactsOverviewViewController(contacts: c.contacts), clock: c.clock))
        },
        SceneEntry("side-by-side", .scene, title: "Side by side", subtitle: "Pages push each other over a drifting landscape; drag right to pop") { c in
            .navigation(SideBySideNavigationController(rootViewController: SideBySidePageViewController(number: 1), style: .sideBySide,
                background: c.panorama, clock: c.clock))
        },
        SceneEntry("modal-zoom", .scene, title: "Modal zoom", subtitle: "A page grows out of an icon; drag it down to scrub the way back") { c in
            .navigation(NavigationController(rootViewController: ModalZoomViewController(logo: c.logo, clock: c.clock), clock: c.clock))
        },
        SceneEntry("photos", .scene, title: "Photos", subtitle: "A grid of pictures that zoom into a viewer; drag a picture as a card to send it back") { c in
            .navigation(NavigationController(rootViewController: PhotosViewController(images: PhotoImageCache(library: c.photos, drawsPixels: c.drawsPixels), clock: c.clock), clock: c.clock))
        },
        SceneEntry("motion", .scene, title: "Motion", subtitle: "A layer animation and a property animator to play, pause, scrub and reverse",
            tuningNote: "Motion reads its parameters when it opens; the rest hold from the next transition.") { c in
            .navigation(NavigationController(
                rootViewController: PageViewController(sceneID: "motion", title: "Motion") { [logo = c.logo, clock = c.clock, spec = c.spec()] in MotionPage(logo: logo, clock: clock, spec: spec) },
                clock: c.clock))
        },
        SceneEntry("sheets", .scene, title: "Sheets", subtitle: "A sheet rests at half and full height, over tabs that slide; drag either") { c in
            .navigation(NavigationController(rootViewController: SheetsTabBarController(clock: c.clock), clock: c.clock))
        },
    ]

    /// The catalogue's own id, then every entry's.
    public static let sceneIDs = ["catalogue"] + entries.map(\.sceneID)

    /// The scenes of their own (not pages), in order: keys 1, 2, ...
    public static let scenes = entries.filter { $0.kind == .scene }

    public static func entry(_ id: String) -> SceneEntry? { entries.first { $0.sceneID == id } }

    /// Every transition parameter the app has: the default navigation's, then each scene's.
    public static let catalogue = SpecCatalogue(NavigationParameters.all + LogoRevealParameters.all + ContactsParameters.all
        + SideBySideParameters.all + ModalZoomParameters.all + SheetParameters.all + SheetsParameters.all + MotionParameters.all + ScrollParameters.all)

    /// The scene whose parameters a name belongs to ("navigation" for the default navigation's, "scroll" for every scroll view's).
    public static func owner(of parameter: SpecParameter) -> String {
        String(parameter.name.prefix { $0 != "." })
    }
}
