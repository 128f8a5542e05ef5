import Geometry
import Gestures
import Motion
import Views

/// Dragging a presented sheet: between detents the card follows the pointer one for one,
/// rubber-banded above the largest; below the smallest the drag holds the dismissal, and
/// gives it back (ended at the detent) when pushed above it again; let go, the projection
/// of the release decides.
extension SheetViewController {
    /// A scroll view in the sheet pulled past its top hands its drag over here (set it as
    /// its `onPullPastTop`): the card moves down with it, and gives the drag back when pushed
    /// up to where it started. True while the sheet holds the pan.
    public func handOver(_ pan: PanGestureRecognizer) -> Bool {
        if pan.state == .ended || pan.state == .cancelled {
            endDrag(pan)
            return false
        }
        if dragState == nil {
            guard canDrag else { return false }
            beginDrag(fromScroll: true)
        }
        return moveDrag(pan)
    }

    /// Whether a drag may take the sheet now: presented, no transition running.
    var canDrag: Bool { presentingViewController != nil && presentationContext == nil && dragState == nil }

    /// The card's drag begins on a vertical drag, or at the press while it moves between detents.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === sheetPanGestureRecognizer else { return true }
        guard canDrag else { return false }
        if detentSpring.isRunning { return true }
        let t = sheetPanGestureRecognizer.translation(in: nil)
        return abs(t.y) > abs(t.x)
    }

    func sheetPanned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            // The start distance is not moved: the card moves from where it is.
            pan.setTranslation(.zero, in: nil)
            beginDrag(fromScroll: false)
        case .changed:
            moveDrag(pan)
        case .ended, .cancelled:
            endDrag(pan)
        default:
            break
        }
    }

    private var band: RubberBand { geometry.band(coefficient: transitionSpec.number(ScrollParameters.rubberBand)) }

    /// Takes the card where it shows (catching a move between detents) as the drag's origin.
    func beginDrag(fromScroll: Bool) {
        let caught = detentSpring.isRunning ? detentSpring.velocity : nil
        detentSpring.stop()
        sheetPanGestureRecognizer.beginsAtPress = false
        let top = currentTop
        let origin = band.unbanded(top, within: geometry.dragLimits)
        heldTop = top
        dragState = SheetDragState(startTop: origin, originTop: origin, fromScroll: fromScroll, caughtVelocity: caught, rawTop: origin)
    }

    /// Moves the card with the pan; false when it gave a scroll view's drag back.
    @discardableResult
    func moveDrag(_ pan: PanGestureRecognizer) -> Bool {
        guard var state = dragState else { return false }
        if let dismissal = state.dismissal {
            // Pushed back above the detent it is being dismissed from: the sheet's again.
            guard pan.translation(in: nil).y < 0 else {
                dismissal.handle(pan) {}
                return true
            }
            dismissal.giveBack()
            // Its translation counts from the detent the dismissal began at.
            state = SheetDragState(startTop: state.startTop, originTop: restingTop, fromScroll: state.fromScroll, caughtVelocity: nil, rawTop: restingTop,
                moved: true)
            dragState = state
        }
        let t = pan.translation(in: nil).y
        if abs(t) >= transitionSpec.number(NavigationParameters.unmovedDistance) { state.moved = true }
        let g = geometry, raw = state.originTop + t
        state.rawTop = raw
        dragState = state
        if state.fromScroll && raw < state.startTop {
            dragState = nil
            settle(from: state.startTop)
            return false
        }
        if raw > g.smallestTop, let presenting = presentingViewController {
            return holdDismissal(pan, past: raw - g.smallestTop, presenting: presenting)
        }
        let top = band.banded(raw, within: g.dragLimits)
        heldTop = top
        place(top: top)
        return true
    }

    /// Pulled below the smallest detent: the dismissal begins there, under an
    /// `InteractiveDrag` that takes the pan over with what it went past.
    private func holdDismissal(_ pan: PanGestureRecognizer, past: Double, presenting: ViewController) -> Bool {
        guard var state = dragState else { return false }
        selectedDetent = detents[0]
        heldTop = nil
        place(top: restingTop)
        let drag = transitionDrag(restTop: restingTop, operation: .dismiss)
        state.dismissal = drag
        dragState = state
        pan.setTranslation(Point(x: 0, y: past), in: nil)
        drag.takeOver(pan) { drag.begin(on: presenting) { self.dismiss(animated: true) } }
        if !drag.isHolding {
            state.dismissal = nil
            dragState = state
        }
        return true
    }

    /// Let go: the dismissal held decides by its rule; between detents, the projection of the
    /// card's speed picks a detent (it springs there) or the dismissal (it runs from here).
    /// A press that caught the card and let go unmoved lets it carry on where it was going.
    func endDrag(_ pan: PanGestureRecognizer) {
        guard let state = dragState else { return }
        dragState = nil
        if let dismissal = state.dismissal { return dismissal.handle(pan) {} }
        let top = currentTop
        if !state.moved, let caught = state.caughtVelocity { return runDetentSpring(from: top, velocity: caught) }
        let pointer = pan.state == .cancelled ? 0 : pan.velocity(in: nil).y
        let v = pointer * band.slope(at: state.rawTop, within: geometry.dragLimits)
        let rest = geometry.rest(forTop: top, velocity: v, decelerationRate: transitionSpec.number(ScrollParameters.decelerationRate))
        lastRest = rest
        switch rest {
        case .detent(let d):
            selectedDetent = d
            runDetentSpring(from: top, velocity: v)
        case .dismissed:
            dismissFlung(from: top, velocity: v)
        }
    }

    /// Back to the detent after a scroll took its drag back.
    private func settle(from top: Double) {
        if abs(top - restingTop) > 0.5 { runDetentSpring(from: top, velocity: 0) } else {
            heldTop = nil
            place(top: restingTop)
        }
    }

    /// A release that projects past the dismiss line from between detents: the dismissal
    /// starts where the card is and runs on the release spring from its speed.
    private func dismissFlung(from top: Double, velocity: Double) {
        guard let presenting = presentingViewController else { return }
        heldTop = top
        guard let driver = presenting.runInteractively(PercentDrivenInteractiveTransition(), { dismiss(animated: true) }) else {
            return settle(from: top)
        }
        let progressVelocity = velocity / max(1, geometry.offscreenTop - top)
        driver.finish(velocity: progressVelocity)
        if let context = driver.context {
            context.recordHandover(.release, at: context.clock.now, progress: 0, velocity: progressVelocity, acceleration: 0, after: driver.motion)
        }
    }
}
