import Geometry
import Motion
import Views

/// Tabs (UIKit's UITabBarController): one page shown at a time in a container over a
/// `TabBar`; clicking a tab switches to its page. A switch is a transition like a push or
/// pop (to a later tab it runs as a `.push`, to an earlier one as a `.pop`), run by the one
/// `Transition` lifecycle with this controller as its host: the delegate supplies the
/// animator and driver, `runInteractively` registers a driver for a drag, a press on the
/// pages grabs a switch in flight, and reduce motion makes it a cross-fade.
@MainActor
open class TabBarController: ViewController {
    public let viewControllers: [ViewController]
    public internal(set) var selectedIndex = 0
    public weak var delegate: TabBarControllerDelegate?
    public let tabBar = TabBar()
    /// Where the selected tab's page shows.
    public let containerView = View()
    let clock: Clock
    /// The switch in flight.
    var active: Transition?
    /// The animator the delegate gave for the switch starting (asked once, before it starts).
    var pendingAnimator: AnimatedTransitioning?
    var grab: TransitionGrab?
    /// Switches that completed and that were cancelled.
    public internal(set) var completedTransitionCount = 0
    public internal(set) var cancelledTransitionCount = 0

    /// Tabs for `viewControllers` (at least one), the first selected, animating on `clock`.
    public init(viewControllers: [ViewController], clock: Clock, title: String? = nil) {
        precondition(!viewControllers.isEmpty, "a tab bar controller needs a tab")
        self.viewControllers = viewControllers
        self.clock = clock
        super.init(title: title ?? viewControllers[0].title)
        for vc in viewControllers { addChild(vc) }
    }

    open override func loadView() {
        let root = LayoutView.hostRoot(container: containerView, bar: tabBar) { [unowned self] v in self.layoutRoot(v) }
        tabBar.setTitles(viewControllers.map { $0.title ?? "" })
        tabBar.select(selectedIndex)
        tabBar.onSelect = { [unowned self] i in self.select(i, animated: true) }
        containerView.addSubview(selectedViewController.view)
        grab = TransitionGrab(on: containerView, context: { [unowned self] in self.active?.context },
            drag: { [unowned self] c in self.delegate?.tabBarController(self, dragFor: c.operation) ?? self.fallbackDrag })
        view = root
    }

    public var selectedViewController: ViewController { viewControllers[selectedIndex] }

    /// Whether a switch runs now.
    public var isTransitioning: Bool { active != nil }

    /// The progress (0...1) of the switch in flight, or nil.
    public var transitionProgress: Double? { active?.context.measuredProgress }

    /// The switch in flight's context.
    public var transitionContext: TransitionContext? { active?.context }

    /// Shows tab `index`, animated by the delegate's animator if it gives one. Ignored while
    /// a switch runs, for the tab shown, or out of range.
    open func select(_ index: Int, animated: Bool) {
        guard active == nil, index != selectedIndex, viewControllers.indices.contains(index) else { return }
        let from = selectedViewController, to = viewControllers[index]
        pendingAnimator = animated ? delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) : nil
        let operation: TransitionOperation = index > selectedIndex ? .push : .pop
        selectedIndex = index
        tabBar.select(index)
        let t = Transition(host: self, container: containerView, operation: operation, from: from, to: to, animated: pendingAnimator != nil)
        pendingAnimator = nil
        active = t
        t.run()
    }

    /// The drag a grab uses when the delegate names none: horizontal over the width, by projection.
    lazy var fallbackDrag: InteractiveDrag = {
        let d = InteractiveDrag(axis: .horizontal, rule: .projection, length: { [unowned self] in self.containerView.bounds.width })
        d.releaseParameters = ReleaseParameters(threshold: NavigationParameters.edgeThreshold, projectionTime: NavigationParameters.edgeProjectionTime)
        return d
    }()

    private func layoutRoot(_ root: View) {
        let b = root.bounds, bar = min(TabBar.height, b.height)
        tabBar.frame = Rect(x: 0, y: b.height - bar, width: b.width, height: bar)
        containerView.frame = Rect(x: 0, y: 0, width: b.width, height: b.height - bar)
        if let context = active?.context {
            context.containerDidLayout()
        } else if let page = selectedViewController.viewIfLoaded, page.superview === containerView {
            page.frame = containerView.bounds
        }
    }
}
