import Geometry
import Motion
import Views

/// Manages a view and its life cycle (UIKit's UIViewController): a lazily loaded view,
/// appearance callbacks, containment, and the transition hooks navigation and
/// presentation use.
@MainActor
open class ViewController {
    public var title: String? {
        didSet { if navigationItem.title == nil || navigationItem.title == oldValue { navigationItem.title = title } }
    }
    public let navigationItem = NavigationItem()
    private var loadedView: View?

    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []
    /// The controller this one presented modally, and the one that presented this one.
    public internal(set) var presentedViewController: ViewController?
    public internal(set) weak var presentingViewController: ViewController?
    /// Supplies animators when this controller is presented or dismissed.
    public weak var transitioningDelegate: TransitioningDelegate?
    /// The presentation or dismissal of this controller in flight (its host holds it).
    var presentationHost: PresentationHost?
    public var presentationContext: TransitionContext? { presentationHost?.transition.context }
    /// The interaction controller the next transition this controller starts takes: its
    /// pushes and pops as a navigation controller, the presentation and dismissal of the
    /// controller it presents. The one hand-off for drivers (see `runInteractively`); a
    /// transition takes it before asking any delegate.
    public var interactionController: InteractiveTransitioning?
    /// Presentations and dismissals of controllers this one presented that completed, and
    /// that were cancelled (session summaries).
    public internal(set) var completedPresentationTransitions = 0
    public internal(set) var cancelledPresentationTransitions = 0

    public init(title: String? = nil) {
        self.title = title
        navigationItem.title = title
    }

    /// The view, loaded on first use (`loadView`, then `viewDidLoad`).
    public var view: View {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = View() }
                viewDidLoad()
            }
            return loadedView!
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: View? { loadedView }

    /// Makes the view; the default is a plain `View`. Set `view` here.
    open func loadView() { view = View() }
    open func viewDidLoad() {}
    /// Called after a container controller (the navigation controller) has laid out its view.
    open func viewDidLayoutSubviews() {}

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment

    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    /// The parameters in effect here: its navigation controller's (a navigation controller's
    /// own), or, for a presented page, its presenter's; defaults outside both.
    public var transitionSpec: TransitionSpec {
        navigationController?.transitionSpec ?? presentingViewController?.transitionSpec ?? TransitionSpec()
    }

    /// The clock its transitions and presentations animate on: its navigation controller's
    /// (a navigation controller's own), or, for a presented page, its presenter's.
    open var animationClock: Clock? {
        navigationController?.clock ?? presentingViewController?.animationClock
    }

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? {
        var p = parent
        while let current = p {
            if let n = current as? NavigationController { return n }
            p = current.parent
        }
        return nil
    }
}
