/// What a view controller shows in the navigation bar (UIKit's UINavigationItem).
@MainActor
public final class NavigationItem {
    public var title: String?
    /// The title of the back button that leads back to this controller; its title when nil.
    public var backButtonTitle: String?
    /// A button on the leading side when there is no page to go back to (a scene's root,
    /// with its "Demos" button back to the catalogue).
    public var leadingButton: BarButton?

    public init(title: String? = nil) { self.title = title }
}
