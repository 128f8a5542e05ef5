import Geometry
import Gestures
import Views

/// A press on a transition in flight grabs it, at the press, before any movement: the one
/// recognizer that lets every push, pop, presentation and dismissal be caught at any moment,
/// whoever started it (a click, a key, a drag let go). It hands the press to the drag the
/// transition's delegate names, which holds the transition under the pointer and decides at
/// release. A press outside `region` starts nothing.
@MainActor
final class TransitionGrab: GestureRecognizerDelegate {
    let recognizer = PanGestureRecognizer(name: "grab transition")
    private let context: @MainActor () -> TransitionContext?
    private let drag: @MainActor (TransitionContext) -> InteractiveDrag
    private let region: @MainActor (TransitionContext, Point) -> Bool
    private var held: InteractiveDrag?

    /// Grabs `context()`'s transition by presses on `view` inside `region` (window points).
    init(on view: View, context: @escaping @MainActor () -> TransitionContext?,
        region: @escaping @MainActor (TransitionContext, Point) -> Bool = { _, _ in true },
        drag: @escaping @MainActor (TransitionContext) -> InteractiveDrag) {
        self.context = context
        self.region = region
        self.drag = drag
        recognizer.beginsAtPress = true
        recognizer.delegate = self
        recognizer.addTarget { [unowned self] r in self.handle(r as! PanGestureRecognizer) }
        view.addGestureRecognizer(recognizer)
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let c = context(), !c.isCompleted, c.isAnimated, !c.isHeld else { return false }
        return region(c, recognizer.location(in: nil))
    }

    private func handle(_ pan: PanGestureRecognizer) {
        if pan.state == .began {
            guard let c = context() else { return }
            let d = drag(c)
            held = d
            d.handle(pan) { d.grab(c) }
            return
        }
        held?.handle(pan) {}
        if pan.state == .ended || pan.state == .cancelled { held = nil }
    }
}
