import Navigation
import Sessions
import Views
import Compositor
import Geometry
import Gestures
import Host

extension FrameDriver {
    /// What is moving after the last step: the scene's push or pop, a presentation or
    /// dismissal, else any layer animation (running or paused) or display link (a scroll
    /// view coasting), else nothing. A counterfactual replay re-anchors the inputs recorded
    /// at rest to the moment this comes back to `.rest` (`ReanchoredPlayer`).
    public var motion: MotionState {
        if let operation = shell.navigation.transitionOperation { return operation == .push ? .push : .pop }
        if let context = shell.presentingController?.presentedViewController?.presentationContext {
            switch context.operation {
            case .push: return .push
            case .pop: return .pop
            case .present: return .present
            case .dismiss: return .dismiss
            }
        }
        if window.layer.animationCountInSubtree > 0 || window.hasRunningDisplayLinks { return .animating }
        return .rest
    }

    /// A person's name for an input (a press or a key) just applied: the title of the button
    /// pressed, the key, or the press's position; nil for any other event.
    public func inputName(_ event: SessionEvent) -> String? {
        switch event {
        case .key(let k): return "key " + k.key
        case .pointer(let p) where p.phase == .down:
            var view = window.hitTest(p.location)
            while let v = view, !(v is Button) { view = v.superview }
            if let button = view as? Button, !button.title.isEmpty { return button.title }
            return "press at (\(Int(p.location.x.rounded())), \(Int(p.location.y.rounded())))"
        default: return nil
        }
    }
}
