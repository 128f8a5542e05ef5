import Views

/// A view that lays out its subviews with a closure (for controllers that own a layout).
@MainActor
@_spi(Testing) public final class LayoutView: View {
    @_spi(Testing) public var layout: (LayoutView) -> Void = { _ in }
    public override func layoutSubviews() { layout(self) }
}
