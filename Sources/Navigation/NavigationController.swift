import Geometry
import Gestures
import Motion
import Views

/// A stack of view controllers with a bar (UIKit's UINavigationController). Every push
/// and pop asks the delegate for an animator and an interaction controller; without them
/// it uses the platform transition, and the left-edge swipe scrubs pops. Requests that
/// arrive during a transition run after it, in order; popping the root does nothing.
@MainActor
open class NavigationController: ViewController {
    public internal(set) var viewControllers: [ViewController] = []
    public weak var delegate: NavigationControllerDelegate?
    public let navigationBar = NavigationBar()
    /// The left-edge swipe that pops; on when the transition is the default one.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(edges: .left, name: "interactive pop")
    /// Where pages are shown: below the bar, or under all of it when the bar is transparent.
    public let containerView = View()
    /// The animation clock (transitions that restart layer timing read it).
    public let clock: Clock
    open override var animationClock: Clock? { clock }
    /// The parameters in effect for its transitions and those of the pages it holds (and
    /// presents); a change reaches the next transition.
    public override var transitionSpec: TransitionSpec {
        get { spec }
        set { spec = newValue }
    }
    private var spec = TransitionSpec()

    /// The push or pop in flight, and the stack it started from (restored on cancel).
    @_spi(Testing) public internal(set) var active: Transition?
    @_spi(Testing) public internal(set) var stackBeforeTransition: [ViewController] = []
    @_spi(Testing) public internal(set) var pending: [() -> Void] = []
    /// Where its transitions and its pages' presentations tell of drags, releases and
    /// changes of hands (see `telemetry`): its own, or its window's frame driver's.
    public var telemetrySink = TransitionTelemetrySink()
    /// A press on the pages during a transition grabs it.
    private var grab: TransitionGrab?
    /// The edge swipe's drag: the default pop, progress dx / width, the projecting rule.
    lazy var edgeDrag: InteractiveDrag = {
        let d = InteractiveDrag(rule: .projection, length: { [unowned self] in self.containerView.bounds.width })
        d.releaseParameters = ReleaseParameters(threshold: NavigationParameters.edgeThreshold, projectionTime: NavigationParameters.edgeProjectionTime)
        return d
    }()
    /// Transitions that completed and that were cancelled, for session summaries.
    public internal(set) var completedTransitionCount = 0
    public internal(set) var cancelledTransitionCount = 0
    public init(rootViewController: ViewController, clock: Clock) {
        self.clock = clock
        super.init(title: rootViewController.title)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// The running transition's progress (0...1), or nil. A transition that neither reports
    /// progress nor runs on a property animator (layer animations started without
    /// interaction) is measured by the time since it started.
    public var transitionProgress: Double? {
        active?.context.measuredProgress
    }
    public var isTransitioning: Bool { active != nil }
    /// The transition in flight, or nil.
    public var transitionContext: TransitionContext? { active?.context }
    /// Whether the transition in flight pushes or pops, or nil when none is.
    public var transitionOperation: NavigationOperation? { active.map { $0.operation == .push ? .push : .pop } }

    /// Stops the transition in flight where it shows and returns the driver that now holds
    /// it (`update`, `finish`, `cancel`): see `TransitionContext.interrupt`. Nil when none runs.
    public func interruptTransition() -> PercentDrivenInteractiveTransition? {
        active?.context.interrupt()
    }

    /// What Back means to a person (the bar's Back, Escape, Backspace): during a push, the
    /// push runs back from where it is and is cancelled; during a pop, or while a pointer
    /// holds the transition, nothing; otherwise the top page is popped. False when nothing
    /// was done.
    @discardableResult
    public func goBack() -> Bool {
        if let t = active { return t.context.reverse() }
        guard viewControllers.count > 1, pending.isEmpty else { return false }
        popViewController(animated: true)
        return true
    }

    /// The drag a grab of the transition in flight uses: the delegate's, else the edge swipe's.
    private func grabDrag(_ context: TransitionContext) -> InteractiveDrag {
        let op: NavigationOperation = context.operation == .push ? .push : .pop
        return delegate?.navigationController(self, dragFor: op) ?? edgeDrag
    }

    open override func loadView() {
        let root = LayoutView.hostRoot(container: containerView, bar: navigationBar) { [unowned self] v in self.layoutRoot(v) }
        navigationBar.onBack = { [unowned self] in self.goBack() }
        grab = TransitionGrab(on: containerView, context: { [unowned self] in self.active?.context },
            drag: { [unowned self] c in self.grabDrag(c) })
        interactivePopGestureRecognizer.addTarget { [unowned self] r in self.handleEdgeSwipe(r as! ScreenEdgePanGestureRecognizer) }
        root.addGestureRecognizer(interactivePopGestureRecognizer)
        view = root
        if let top = topViewController {
            top.view.frame = containerView.bounds
            containerView.addSubview(top.view)
            updateBar()
        }
    }

    private func layoutRoot(_ v: View) {
        let barHeight = NavigationBar.height
        navigationBar.frame = Rect(x: 0, y: 0, width: v.bounds.width, height: barHeight)
        let top = navigationBar.isTransparent ? 0 : barHeight
        containerView.frame = Rect(x: 0, y: top, width: v.bounds.width, height: max(0, v.bounds.height - top))
        if active == nil {
            for page in containerView.subviews { page.frame = containerView.bounds }
        }
        viewDidLayoutSubviews()
        // During a transition its animator lays the pages out (after the subclass's own layout).
        active?.context.containerDidLayout()
    }

    func backTitle(below index: Int) -> String? {
        guard index > 0 else { return nil }
        let below = viewControllers[index - 1]
        return below.navigationItem.backButtonTitle ?? below.navigationItem.title ?? below.title ?? "Back"
    }

    func updateBar() {
        navigationBar.show(title: topViewController?.navigationItem.title, backTitle: backTitle(below: viewControllers.count - 1),
            leading: topViewController?.navigationItem.leadingButton)
    }

    // MARK: Stack operations

    public func pushViewController(_ vc: ViewController, animated: Bool) {
        enqueue { [unowned self] in
            guard !self.viewControllers.contains(where: { $0 === vc }) else { return self.runNext() }
            self.transition(to: self.viewControllers + [vc], operation: .push, animated: animated)
        }
    }

    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        let target = viewControllers.count > 1 ? viewControllers[viewControllers.count - 1] : nil
        enqueue { [unowned self] in
            guard self.viewControllers.count > 1 else { return self.runNext() }
            self.transition(to: Array(self.viewControllers.dropLast()), operation: .pop, animated: animated)
        }
        return target
    }

    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        let popped = Array(viewControllers.dropFirst())
        enqueue { [unowned self] in
            guard self.viewControllers.count > 1 else { return self.runNext() }
            self.transition(to: [self.viewControllers[0]], operation: .pop, animated: animated)
        }
        return popped
    }

    public func setViewControllers(_ vcs: [ViewController], animated: Bool) {
        guard !vcs.isEmpty else { return }
        enqueue { [unowned self] in
            let op: NavigationOperation = self.viewControllers.contains(where: { $0 === vcs.last }) ? .pop : .push
            self.transition(to: vcs, operation: op, animated: animated)
        }
    }

    /// Runs `request` now, or after the transitions in flight and those queued before it.
    func enqueue(_ request: @escaping () -> Void) {
        pending.append(request)
        if active == nil && pending.count == 1 { runNext() }
    }

    func runNext() {
        guard active == nil, !pending.isEmpty else { return }
        let next = pending.removeFirst()
        next()
        if active == nil { runNext() }
    }
}
