import Compositor
import Motion
import Views
import Geometry

/// A sheet's presentation and dismissal: the card slides from below the container to its
/// detent (or from where it is to below), the dimming following its height, on one property
/// animator, so a drag scrubs it and a press grabs it. A dismissal starts where the card is:
/// at its detent, or where a drag let it go.
@MainActor
final class SheetAnimator: PropertyTransitionAnimator {
    let isPresenting: Bool
    private unowned let sheet: SheetViewController

    init(presenting: Bool, sheet: SheetViewController) {
        isPresenting = presenting
        self.sheet = sheet
    }

    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(SheetParameters.duration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        if isPresenting { context.containerView.addSubview(sheet.view) }
        sheet.transitionWillBegin(presenting: isPresenting)
        return layoutAnimator(curve: context.spec.curve(SheetParameters.curve), using: context)
    }

    /// The sheet fills the container; its card is at its resting top when shown, below the
    /// container when not.
    override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let bounds = context.containerView.bounds
        if position != .end { sheet.view.frame = bounds }
        let shown = isPresenting == (position == .end)
        sheet.place(top: shown ? sheet.transitionRestTopFollowingBounds(presenting: isPresenting) : bounds.height)
    }

    override func transitionDidComplete(_ completed: Bool, using context: TransitionContext) {
        sheet.transitionDidEnd(presenting: isPresenting, completed: completed)
    }

    override func trackedLayer(using context: TransitionContext) -> Layer? { sheet.sheetView.layer }
}
