/// The window's running display links, called once a frame by the frame step.
extension Window {
    /// Whether a link wants frames (the live loop keeps drawing while one does).
    public var hasRunningDisplayLinks: Bool { !displayLinks.isEmpty }

    /// Calls every running link with the frame's animation time, in the order they started.
    /// With none running it returns at once; with some, it allocates nothing once its
    /// scratch list has grown (links may stop, or start others, while called).
    public func advanceDisplayLinks(to time: Double) {
        guard !displayLinks.isEmpty else { return }
        firingLinks.removeAll(keepingCapacity: true)
        firingLinks.append(contentsOf: displayLinks)
        for link in firingLinks where link.window === self { link.fire(at: time) }
        firingLinks.removeAll(keepingCapacity: true)
    }

    func add(_ link: DisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
    }

    func remove(_ link: DisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// Stops the links of `view` and of the views inside it (they left the window), and of
    /// views already gone.
    func detachDisplayLinks(leaving view: View) {
        guard !displayLinks.isEmpty else { return }
        var i = 0
        while i < displayLinks.count {
            let link = displayLinks[i]
            if let v = link.view, !v.isDescendant(of: view) {
                i += 1
                continue
            }
            displayLinks.remove(at: i)
            link.detach()
        }
    }
}
