/// The appearance callbacks around a transition from one controller to another, in UIKit's order.
@MainActor
enum AppearanceTransition {
    static func begin(from: ViewController, to: ViewController, animated: Bool) {
        from.viewWillDisappear(animated)
        to.viewWillAppear(animated)
    }

    static func complete(from: ViewController, to: ViewController, animated: Bool) {
        from.viewDidDisappear(animated)
        to.viewDidAppear(animated)
    }

    /// A cancelled transition undoes the begun pair: the one that was to appear disappears,
    /// the one that was to disappear appears again.
    static func revert(from: ViewController, to: ViewController, animated: Bool) {
        to.viewWillDisappear(animated)
        to.viewDidDisappear(animated)
        from.viewWillAppear(animated)
        from.viewDidAppear(animated)
    }
}
