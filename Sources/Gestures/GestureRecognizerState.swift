/// Where a recognizer is in its life (UIKit's UIGestureRecognizer.State). Discrete
/// recognizers (tap) go possible -> ended (recognized) or failed; continuous ones (pan)
/// possible -> began -> changed... -> ended or cancelled, or failed before beginning.
public enum GestureRecognizerState: String, Sendable, Hashable {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed

    /// The recognizer has finished with this sequence of input.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    /// It has recognized and is tracking (continuous) or has just recognized.
    public var isActive: Bool { self == .began || self == .changed }
}
