import Geometry
import Views
import Compositor
import Motion

/// Shared elements: views the two pages both hold under one `transitionID` fly from one
/// page to the other with any animator, as companions of the transition (so they scrub,
/// spring, cancel and are grabbed with it).
extension TransitionContext {
    /// Finds the shared elements before the animator runs: the arriving page is laid out at
    /// its final frame, both ends are measured in the container and snapshotted, and the
    /// originals are hidden. Animators then read `sharedElements`.
    func prepareSharedElements() {
        // Under reduce motion pages cross-fade in place, and nothing flies.
        guard isAnimated, !spec.reducesMotion else { return }
        let leavingPage = from.view, arrivingPage = to.view
        let leaving = leavingPage.viewsByTransitionID()
        guard !leaving.isEmpty else { return }
        if arrivingPage.window == nil {
            arrivingPage.frame = finalFrame(for: to)
        }
        arrivingPage.layoutIfNeeded()
        let arriving = arrivingPage.viewsByTransitionID()
        var flights: [SharedElementFlight] = []
        for id in leaving.keys.sorted() {
            guard let source = leaving[id], let destination = arriving[id] else { continue }
            let element = SharedElement(id: id, sourceFrame: frameInContainer(source, page: leavingPage, pageFrame: initialFrame(for: from)),
                destinationFrame: frameInContainer(destination, page: arrivingPage, pageFrame: finalFrame(for: to)),
                sourceCornerRadius: source.layer.presentation.cornerRadius, destinationCornerRadius: destination.layer.presentation.cornerRadius)
            flights.append(SharedElementFlight(element: element, source: source, destination: destination))
        }
        self.flights = flights
        flown = flights
        sharedElements = flights.map(\.element)
    }

    /// Once the animator has started: the flights go on top of the container, their progress
    /// follows the transition as a companion's, and each frame they follow their ends.
    func launchSharedElements() {
        defer { flights = [] }
        guard !isCompleted else { return flights.forEach { $0.land() } }
        for flight in flights {
            flight.launch(in: containerView)
            animateAlongside({ flight.show(at: 1) }, progress: { flight.show(at: $0) }, completion: { _ in flight.land() })
        }
    }

    /// Keeps the shared elements with the page `key` names (the page that grows out of them
    /// or shrinks onto them): they fly on top of that page, clipped by it, on their path
    /// between their two ends where it lies inside the page, else kept inside it. For an
    /// animator's `makeAnimator`, before the flights launch.
    public func keepSharedElements(within key: TransitionContextKey) {
        let page = view(forKey: key)
        for flight in flights { flight.page = page }
    }

    /// The views flying as shared elements now.
    @_spi(Testing) public var sharedElementViews: [View] { flown.filter { $0.view.superview != nil }.map(\.view) }

    /// Where `element` is now on the page `key` names, in the container, with that page laid
    /// out at `pageFrame` (where it is at that end of the transition, for the container as it
    /// is now; set its frame first): for an animator that lays a page out on a shared
    /// element again when the container's bounds change. Nil when that view is gone.
    public func frame(of element: SharedElement, on key: TransitionContextKey, pageFrame: Rect) -> Rect? {
        guard let flight = flown.first(where: { $0.element.id == element.id }), let end = key == .from ? flight.source : flight.destination
        else { return nil }
        let page = view(forKey: key)
        page.layoutIfNeeded()
        return Self.frame(of: end, in: page, placedAt: pageFrame)
    }

    /// `view`'s bounds in the container: through the window when its page is on screen,
    /// else within its page placed at `pageFrame` (a page about to arrive).
    private func frameInContainer(_ view: View, page: View, pageFrame: Rect) -> Rect {
        if page.window != nil && page.window === containerView.window { return view.convert(view.bounds, to: containerView) }
        return Self.frame(of: view, in: page, placedAt: pageFrame)
    }

    /// `view`'s bounds in the container, within `page` placed at `pageFrame`.
    private static func frame(of view: View, in page: View, placedAt pageFrame: Rect) -> Rect {
        let inPage = view.convert(view.bounds, to: page)
        return Rect(x: pageFrame.minX + inPage.minX - page.bounds.minX, y: pageFrame.minY + inPage.minY - page.bounds.minY,
            width: inPage.width, height: inPage.height)
    }
}
