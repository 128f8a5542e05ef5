import Views

/// A view that lays out its subviews with a closure (for controllers that own a layout).
@MainActor
final class LayoutView: View {
    var layout: (LayoutView) -> Void = { _ in }
    override func layoutSubviews() { layout(self) }
}
