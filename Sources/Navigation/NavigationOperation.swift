/// Which way a navigation transition goes (UIKit's UINavigationController.Operation).
public enum NavigationOperation: String, Sendable, Hashable {
    case push
    case pop
}
