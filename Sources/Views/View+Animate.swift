import Motion

extension View {
    /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`: animates
    /// the property changes made in `animations`; `completion` gets whether it reached the end.
    @discardableResult
    public static func animate(duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) -> PropertyAnimator {
        PropertyAnimator.runningPropertyAnimator(withDuration: duration, delay: delay, curve: curve, animations: animations) { position in
            completion?(position == .end)
        }
    }
}
