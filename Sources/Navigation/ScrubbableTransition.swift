
/// A first page that can start its push (or presentation) held by a percent driver,
/// so a benchmark or a test can show any point of it.
@MainActor
public protocol ScrubbableTransition: AnyObject {
    func startScrubbedTransition() -> PercentDrivenInteractiveTransition?
}
