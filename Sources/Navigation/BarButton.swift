/// A titled button in the navigation bar.
@MainActor
public struct BarButton {
    public let title: String
    public let action: () -> Void

    public init(title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
}
