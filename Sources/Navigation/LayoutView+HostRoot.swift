import Views

extension LayoutView {
    /// A transition host's root view (a navigation or tab bar controller's): it clips, and
    /// holds the host's clipping transition container with the host's bar over it, laid
    /// out by `layout`.
    static func hostRoot(container: View, bar: View, layout: @escaping (LayoutView) -> Void) -> LayoutView {
        let root = LayoutView()
        root.layout = layout
        root.clipsToBounds = true
        container.clipsToBounds = true
        root.addSubview(container)
        root.addSubview(bar)
        return root
    }
}
