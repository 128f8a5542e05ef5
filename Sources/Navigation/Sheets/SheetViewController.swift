import Geometry
import Gestures
import Motion
import Views
import Compositor

/// A sheet (UIKit's sheet presentation): present it and its content controller comes up
/// from the bottom to rest at a detent, medium or large, over a dimming view whose darkness
/// follows the sheet's height. It is its own transitioning delegate: `SheetAnimator`
/// slides it in and out on a property animator, so a drag scrubs it and a press grabs it.
///
/// A drag on the sheet (or on its content's scroll view pulled past its top: `handOver`)
/// moves it between detents one for one, rubber-banded past the largest; below the smallest
/// it holds the dismissal, an `InteractiveDrag` decided by projection, and gives it back when
/// pushed above it again. Let go between detents, the release's projection picks the detent
/// (or the dismissal) and the sheet moves there on the release spring (`SheetDetentSpring`),
/// which a press on the sheet catches. Above the medium height the page behind recedes.
/// A click on the dimmed page dismisses it.
@MainActor
public final class SheetViewController: ViewController, TransitioningDelegate, GestureRecognizerDelegate {
    /// What the sheet shows.
    public let content: ViewController
    /// The detents it may rest at, smallest first.
    public let detents: [SheetDetent]
    /// The detent it rests at (or is on its way to).
    public internal(set) var selectedDetent: SheetDetent
    /// Where the last release between detents sent it.
    public internal(set) var lastRest: SheetRest?
    /// What is behind the sheet, darkened in proportion to its height.
    public let dimmingView = View()
    /// The card.
    public private(set) lazy var sheetView = SheetView(content: content.view)
    /// The drag on the card; it also catches the sheet moving between detents, at the press.
    public let sheetPanGestureRecognizer = PanGestureRecognizer(name: "sheet")
    /// A tap on the dimmed area dismisses.
    let dimmingTap = TapGestureRecognizer(name: "sheet dimming")
    /// The top the sheet is held or moved at outside a transition (nil: at its detent).
    var heldTop: Double?
    /// Set while `SheetAnimator` places the card: the view's own layout leaves it alone.
    var isAnimatingPlacement = false
    /// The resting end of the presentation or dismissal running (the other end is off screen).
    var transitionRestTop: Double?
    /// The state of a drag on the sheet.
    var dragState: SheetDragState?
    lazy var detentSpring = SheetDetentSpring(view: view) { [unowned self] top in
        self.heldTop = top
        self.place(top: top)
    }

    public init(content: ViewController, detents: [SheetDetent] = [.medium, .large], selectedDetent: SheetDetent? = nil) {
        self.content = content
        let sorted = SheetGeometry(containerHeight: 1, detents: detents).detents
        self.detents = sorted
        self.selectedDetent = selectedDetent.flatMap { sorted.contains($0) ? $0 : nil } ?? sorted[0]
        super.init(title: content.title)
        transitioningDelegate = self
        addChild(content)
    }

    public override func loadView() {
        let v = LayoutView()
        v.layout = { [unowned self] _ in self.layoutSheet() }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        v.addSubview(dimmingView)
        v.addSubview(sheetView)
        sheetPanGestureRecognizer.delegate = self
        sheetPanGestureRecognizer.addTarget { [unowned self] r in self.sheetPanned(r as! PanGestureRecognizer) }
        sheetView.addGestureRecognizer(sheetPanGestureRecognizer)
        dimmingTap.addTarget { [unowned self] r in if r.state == .ended { self.dimmingTapped() } }
        dimmingView.addGestureRecognizer(dimmingTap)
        view = v
    }

    /// The geometry in the view's bounds, under the spec in effect.
    public var geometry: SheetGeometry {
        let spec = transitionSpec
        return SheetGeometry(containerHeight: view.bounds.height, detents: detents, mediumFraction: spec.number(SheetParameters.mediumFraction),
            largeTopGap: spec.number(SheetParameters.largeTopGap))
    }

    /// Whether a drag holds it now (between detents; below the smallest a transition runs).
    public var isDragged: Bool { dragState != nil && dragState?.dismissal == nil }

    /// Whether it is moving to a detent on its spring (outside a transition).
    public var isMovingBetweenDetents: Bool { detentSpring.isRunning }

    /// The top of the card at its selected detent.
    public var restingTop: Double { geometry.top(of: selectedDetent) }

    /// The card's top as laid out now (held, moving between detents, or at rest).
    public var currentTop: Double { heldTop ?? restingTop }

    /// The card's top as shown now (its presentation value, mid-transition too).
    public var shownTop: Double { sheetView.layer.presentation.position.y - sheetView.layer.presentation.bounds.height * sheetView.layer.anchorPoint.y }

    /// Puts the card's top at `top` and dims behind it in proportion (animated when called
    /// inside a property animator's animations).
    func place(top: Double) {
        let b = view.bounds, spec = transitionSpec, g = geometry
        let radius = spec.number(SheetParameters.cornerRadius)
        sheetView.cornerRadius = radius
        // The content reaches the window's bottom from its detent, or from higher while
        // dragged up: at rest it is all in the window, moving down it is not cut short.
        sheetView.visibleHeight = b.height - min(top, restingTop)
        sheetView.frame = Rect(x: 0, y: top, width: b.width, height: b.height + radius)
        dimmingView.frame = b
        dimmingView.alpha = spec.number(SheetParameters.dimming) * g.dimming(atTop: top)
        recedeBackdrop(by: spec.reducesMotion ? 0 : g.recession(atTop: top), radius: radius)
    }

    /// The page the sheet is presented over (its navigation controller's, which the
    /// presentation covers), scaled down and rounded by `fraction` of the way to its large
    /// detent look, as iOS recedes it behind a large sheet.
    private func recedeBackdrop(by fraction: Double, radius: Double) {
        guard let presenting = presentingViewController else { return }
        let backdrop = presenting.navigationController?.view ?? presenting.view
        let scale = 1 - (1 - transitionSpec.number(SheetParameters.backdropScale)) * fraction
        backdrop.transform = fraction > 0 ? AffineTransform(scaleX: scale, y: scale) : .identity
        backdrop.cornerRadius = radius * fraction
    }

    private func layoutSheet() {
        guard !isAnimatingPlacement else { return }
        if let target = detentSpring.target, abs(target - restingTop) > 0.01 {
            // The window changed under a move to a detent: on to where the detent is now,
            // from where the card is, at the speed it has.
            return runDetentSpring(from: currentTop, velocity: detentSpring.velocity)
        }
        place(top: currentTop)
    }

    /// Moves the sheet to `detent` on the release spring (animated) or at once.
    public func setDetent(_ detent: SheetDetent, animated: Bool) {
        guard detents.contains(detent), presentationContext == nil else { return }
        let from = currentTop
        selectedDetent = detent
        dragState = nil
        if animated, view.window != nil {
            runDetentSpring(from: from, velocity: 0)
        } else {
            detentSpring.stop()
            heldTop = nil
            place(top: restingTop)
        }
    }

    private func dimmingTapped() {
        guard presentingViewController != nil, presentationContext == nil, dragState == nil else { return }
        detentSpring.stop()
        dismiss(animated: true)
    }

    // MARK: TransitioningDelegate

    public func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        SheetAnimator(presenting: true, sheet: self)
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        SheetAnimator(presenting: false, sheet: self)
    }

    /// A press on the sheet coming or going grabs it with a vertical drag over the way it
    /// travels, decided by projection on the dismiss line as a release between detents is.
    public func drag(forTransitionOf presented: ViewController) -> InteractiveDrag? {
        guard let context = presentationContext else { return nil }
        return transitionDrag(restTop: transitionRestTop ?? currentTop, operation: context.operation)
    }
}
