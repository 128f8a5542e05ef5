import Gestures

/// A scroll view's own pan (UIKit's `UIScrollView.panGestureRecognizer`): a pan that tells
/// its scroll view when a press lands on it, so content still moving is caught there and
/// the pan begins at the press (taking the press from the content under it), and when the
/// press is over.
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// A press began on the scroll view; returns whether it caught moving content.
    var pressBegan: (() -> Bool)?
    /// The press is over (the recognizer is reset for the next).
    var pressEnded: (() -> Void)?

    override func pointerBegan(_ event: PointerEvent) {
        if numberOfTouches == 0 { beginsAtPress = pressBegan?() ?? false }
        super.pointerBegan(event)
    }

    override func reset() {
        super.reset()
        pressEnded?()
    }
}
