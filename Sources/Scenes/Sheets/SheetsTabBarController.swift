import Geometry
import Gestures
import Motion
import Navigation
import Views

/// The Sheets scene's root: three tabs (the sheets page, and two plain pages) whose switches
/// slide (`TabSlideAnimator`, this controller being its own delegate), and a horizontal
/// swipe on the pages that scrubs the switch to the neighbouring tab: left toward the next,
/// right toward the previous, progress = the distance over the width, decided by projection
/// (`sheets.tab.release.*`). A press on the pages grabs a switch in flight.
@MainActor
@_spi(Testing) public final class SheetsTabBarController: TabBarController, TabBarControllerDelegate, ScrubbableTransition, GestureRecognizerDelegate {
    @_spi(Testing) public let swipe = PanGestureRecognizer(name: "tab swipe")
    private lazy var nextDrag = makeDrag(step: 1)
    private lazy var previousDrag = makeDrag(step: -1)
    private var swiping: InteractiveDrag?

    init(clock: Clock) {
        super.init(viewControllers: [
            SheetsViewController(),
            TabPageViewController(title: "Colours", text: "Swipe sideways to slide between tabs; let go and the swipe's speed decides", tint: Color(hex: 0xE8F0FE)),
            TabPageViewController(title: "About", text: "Tab switches are transitions like any other: press one in flight to hold it", tint: Color(hex: 0xFDF2E3)),
        ], clock: clock, title: "Sheets")
        delegate = self
    }

    public override func loadView() {
        super.loadView()
        swipe.delegate = self
        swipe.addTarget { [unowned self] r in self.swiped(r as! PanGestureRecognizer) }
        containerView.addGestureRecognizer(swipe)
    }

    /// A drag toward the tab `step` away: its progress grows as the pointer moves the other way.
    private func makeDrag(step: Int) -> InteractiveDrag {
        let d = InteractiveDrag(axis: .horizontal, rule: .projection, length: { [unowned self] in self.containerView.bounds.width },
            progress: { t, length in min(1, max(0, -Double(step) * t / length)) })
        d.releaseParameters = ReleaseParameters(threshold: SheetsParameters.tabThreshold, projectionTime: SheetsParameters.tabProjectionTime)
        return d
    }

    private func swiped(_ pan: PanGestureRecognizer) {
        if pan.state == .began {
            let step = pan.translation(in: nil).x < 0 ? 1 : -1
            let drag = step == 1 ? nextDrag : previousDrag
            swiping = drag
            drag.handle(pan) { drag.begin(on: self) { self.select(self.selectedIndex + step, animated: true) } }
            return
        }
        swiping?.handle(pan) {}
        if pan.state == .ended || pan.state == .cancelled { swiping = nil }
    }

    /// The swipe begins sideways toward a tab that exists, with nothing moving or presented.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard !isTransitioning, presentedViewController == nil else { return false }
        let t = swipe.translation(in: nil)
        guard abs(t.x) > abs(t.y) else { return false }
        return viewControllers.indices.contains(selectedIndex + (t.x < 0 ? 1 : -1))
    }

    /// Presents the sheet under a percent driver, from the sheets tab.
    @_spi(Testing) public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        (selectedViewController as? ScrubbableTransition)?.startScrubbedTransition()
    }

    // MARK: TabBarControllerDelegate

    public func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController) -> AnimatedTransitioning? {
        TabSlideAnimator()
    }

    public func tabBarController(_ tabBarController: TabBarController, dragFor operation: TransitionOperation) -> InteractiveDrag? {
        operation == .push ? nextDrag : previousDrag
    }
}
