/// What a view controller shows in the navigation bar (UIKit's UINavigationItem).
@MainActor
public final class NavigationItem {
    public var title: String?
    /// The title of the back button that leads back to this controller; its title when nil.
    public var backButtonTitle: String?

    public init(title: String? = nil) { self.title = title }
}
