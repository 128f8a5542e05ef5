import Geometry
import Gestures
import Motion
import Views

/// A presentation that zooms (UIKit's `.zoom(sourceViewProvider:)`): set it as the
/// presented controller's `transitioningDelegate` (the controller holds it weakly: keep it)
/// and the page grows out of the view `sourceView` returns, and shrinks back onto the view it
/// returns when dismissed — asked again then, so after the page has changed what it shows
/// it lands on the right source (scroll it into view inside the closure).
///
/// The presented page can be dragged away as a card: down, from its left edge, or pinched
/// (two touches). All three, a scroll that hands its drag over (`handOver(_:)`) and a press
/// on a zoom in flight feed one `InteractiveDrag` along `.radial`: progress is the
/// distance from the press over the container's height plus the pinch's shrinking, decided
/// at release by projection (`navigation.zoom.card.threshold`, `...projection-time`). The card
/// follows the pointer in x and y, and let go lands on its source on the release spring, or
/// springs back (`ZoomCard`).
@MainActor
public final class ZoomTransition: TransitioningDelegate, GestureRecognizerDelegate {
    /// The view the page grows from and lands on (nil, or not shown: it shrinks at the centre and fades).
    public let sourceView: @MainActor () -> View?
    /// The rect of the page (in its own points, laid out in full) that fills the source at
    /// the source's end, keeping its aspect (a picture shown letterboxed on a page); nil: the whole page.
    public var contentRect: (@MainActor (View) -> Rect)?
    /// The page's chrome (a Done button): it fades out as the page forms into a card and
    /// back in as the card grows in full.
    public var chrome: (@MainActor (View) -> [View])?
    /// The drag that dismisses the page as a card, and catches a zoom in flight; its length
    /// is the page's height.
    public private(set) lazy var drag: InteractiveDrag = {
        let d = InteractiveDrag(axis: .radial, rule: .projection, length: { [weak self] in self?.presented?.viewIfLoaded?.bounds.height ?? 1 })
        d.releaseParameters = ReleaseParameters(threshold: NavigationParameters.zoomCardThreshold,
            projectionTime: NavigationParameters.zoomCardProjectionTime)
        d.onPan = { [weak self] pan in self?.cardFollows(pan) }
        return d
    }()
    /// A drag down on the page, or a pinch: the card.
    public let cardPanGestureRecognizer = PanGestureRecognizer(name: "zoom card")
    /// A drag from the page's left edge (a back swipe): the card. A scroll view on the page
    /// that scrolls sideways should `require(toFail:)` it.
    public let edgePanGestureRecognizer = ScreenEdgePanGestureRecognizer(edges: .left, name: "zoom card edge")
    private let clock: Clock
    private weak var presented: ViewController?
    private var animator: ZoomAnimator?
    private var following = false

    public init(clock: Clock, sourceView: @escaping @MainActor () -> View?, contentRect: (@MainActor (View) -> Rect)? = nil,
        chrome: (@MainActor (View) -> [View])? = nil) {
        self.clock = clock
        self.sourceView = sourceView
        self.contentRect = contentRect
        self.chrome = chrome
        cardPanGestureRecognizer.beginsOnPinch = true
        for pan in [cardPanGestureRecognizer, edgePanGestureRecognizer as PanGestureRecognizer] {
            pan.delegate = self
            pan.addTarget { [weak self] r in self?.handleCard(r as! PanGestureRecognizer) }
        }
    }

    /// The page being zoomed, dragged or shown, if any.
    public var presentedViewController: ViewController? { presented }

    /// Whether a drag holds the card now.
    public var isHoldingCard: Bool { drag.isHolding }

    // MARK: TransitioningDelegate

    public func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        install(on: presented)
        let a = ZoomAnimator(presenting: true, zoom: self)
        animator = a
        return a
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let a = ZoomAnimator(presenting: false, zoom: self)
        animator = a
        return a
    }

    public func drag(forTransitionOf presented: ViewController) -> InteractiveDrag? { drag }

    private func install(on vc: ViewController) {
        guard presented !== vc else { return }
        presented = vc
        vc.view.addGestureRecognizer(cardPanGestureRecognizer)
        vc.view.addGestureRecognizer(edgePanGestureRecognizer)
    }

    // MARK: The card

    /// A scroll on the page hands its drag over to the card (one continuous gesture): the
    /// first call begins the dismissal from where the pan is, the later ones move and let go
    /// of it. True while the card has the pan.
    @discardableResult
    public func handOver(_ pan: PanGestureRecognizer) -> Bool {
        if drag.isHolding {
            drag.handle(pan) {}
            return drag.isHolding
        }
        guard pan.state == .changed || pan.state == .began, canBeginDismissal else { return false }
        drag.takeOver(pan) { beginDismissal() }
        return drag.isHolding
    }

    private var canBeginDismissal: Bool {
        guard let vc = presented else { return false }
        return vc.presentingViewController != nil && vc.presentationContext == nil
    }

    private func handleCard(_ pan: PanGestureRecognizer) {
        drag.handle(pan) { beginDismissal() }
    }

    private func beginDismissal() {
        guard canBeginDismissal, let vc = presented, let presenting = vc.presentingViewController else { return }
        drag.begin(on: presenting) { vc.dismiss(animated: true) }
    }

    /// The card follows whatever pan the drag was fed, and is let go with it.
    private func cardFollows(_ pan: PanGestureRecognizer) {
        guard let card = animator?.card, let container = card.superview else { return }
        let pointer = pan.location(in: container)
        if drag.isHolding {
            if following {
                card.move(pointer: pointer)
            } else {
                card.hold(pointer: pointer, press: pointer - pan.translation(in: container))
                following = true
            }
        } else if following {
            following = false
            guard let release = drag.lastRelease, let a = animator else { return }
            let presenting = a.isPresenting, finishes = release.decision.finishes
            card.release(pointerVelocity: pan.velocity(in: container), progressVelocity: release.progressVelocity,
                towardSourceSign: presenting ? -1 : 1, end: finishes == presenting ? 0 : 1)
        }
    }

    // MARK: GestureRecognizerDelegate

    /// The card begins on a drag mostly downward or a pinch (the pan), or a drag to the right
    /// (the edge), on a page shown and not moving.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard canBeginDismissal, let pan = recognizer as? PanGestureRecognizer else { return false }
        let t = pan.translation(in: nil)
        if recognizer === edgePanGestureRecognizer { return t.x > abs(t.y) }
        return pan.numberOfTouches >= 2 || t.y > abs(t.x)
    }
}
