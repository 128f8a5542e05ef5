import Motion
import Views
import Gestures

/// The sheet's side of its presentation and dismissal: where the card rests at the
/// transition's shown end, the drag a grab holds it with, and what is put right at the end.
extension SheetViewController {
    /// The animator is starting: any move between detents stops where it shows, and a
    /// dismissal starts from there.
    func transitionWillBegin(presenting: Bool) {
        if detentSpring.isRunning {
            detentSpring.stop()
            heldTop = shownTop
        }
        sheetPanGestureRecognizer.beginsAtPress = false
        transitionRestTop = presenting ? nil : currentTop
        isAnimatingPlacement = true
    }

    /// The top of the transition's shown end: a presentation's follows the container (its
    /// detent in the bounds now), a dismissal's is where it started.
    func transitionRestTopFollowingBounds(presenting: Bool) -> Double {
        if presenting || transitionRestTop == nil { transitionRestTop = restingTop }
        return transitionRestTop ?? restingTop
    }

    /// The transition ended: the card goes back to being laid out at its detent. A cancelled
    /// dismissal that started between detents (a drag let go there) springs on to the
    /// nearest one rather than jumping.
    func transitionDidEnd(presenting: Bool, completed: Bool) {
        let from = transitionRestTop
        isAnimatingPlacement = false
        transitionRestTop = nil
        // A dismissal a drag gave back: the drag places the card from here on.
        if dragState != nil, !completed {
            if view.window != nil { place(top: currentTop) }
            return
        }
        heldTop = nil
        guard !presenting, !completed, let from, abs(from - restingTop) > 0.5, view.window != nil else {
            if view.window != nil { place(top: restingTop) }
            return
        }
        let g = geometry
        if case .detent(let d) = g.rest(forTop: from, velocity: 0, decelerationRate: transitionSpec.number(ScrollParameters.decelerationRate)) {
            selectedDetent = d
        }
        runDetentSpring(from: from, velocity: 0)
    }

    /// A vertical drag over the way a presentation or dismissal with its shown end at
    /// `restTop` travels, decided by projection (UIKit's, at the scroll view's deceleration
    /// rate) against the dismiss line, as a release between detents is.
    func transitionDrag(restTop: Double, operation: TransitionOperation) -> InteractiveDrag {
        let g = geometry, spec = transitionSpec
        let travel = max(1, g.offscreenTop - restTop)
        var rule = ReleaseRule.projection
        rule.projectionTime = SheetGeometry.projectionTime(decelerationRate: spec.number(ScrollParameters.decelerationRate))
        // The dismissal's progress at the dismiss line; a presentation's runs the other way.
        let line = (g.dismissLine - restTop) / travel
        rule.threshold = min(0.99, max(0.01, operation.addsPage ? 1 - line : line))
        return InteractiveDrag(axis: .vertical, rule: rule, length: { travel })
    }

    /// Moves the card from `from` to its selected detent on the release spring, leaving at
    /// `velocity`; a press on the card catches it meanwhile.
    func runDetentSpring(from: Double, velocity: Double) {
        heldTop = from
        detentSpring.onRest = { [unowned self] in
            self.heldTop = nil
            self.sheetPanGestureRecognizer.beginsAtPress = false
        }
        sheetPanGestureRecognizer.beginsAtPress = true
        detentSpring.run(from: from, to: restingTop, velocity: velocity, spec: transitionSpec)
    }
}
