/// Lets an owner veto or combine recognizers (UIKit's UIGestureRecognizerDelegate).
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to begin (or, if discrete, to recognize).
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether both may be recognized at the same time.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether `recognizer` must wait for `other` to fail before it can begin.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
}
