import Navigation

/// What a scene entry builds: a page to push on the catalogue, or a navigation controller of
/// the scene's own.
@MainActor
enum SceneContent {
    case page(PageViewController)
    case navigation(NavigationController)
}
