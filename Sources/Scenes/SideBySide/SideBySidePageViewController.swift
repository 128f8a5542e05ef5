import Navigation
import Views

/// Page 1, 2 or 3 of the Side by side demo. Pages 1 and 2 push the next one; page 3 pops
/// to the root. Taps while a transition runs are ignored, so the stack stays whole.
@MainActor
@_spi(Testing) public final class SideBySidePageViewController: ViewController, ScrubbableTransition {
    static let count = 3
    static let titles = ["One", "Two", "Three"]
    let number: Int

    init(number: Int) {
        self.number = min(SideBySidePageViewController.count, max(1, number))
        super.init(title: SideBySidePageViewController.titles[self.number - 1])
    }

    private var isLast: Bool { number == SideBySidePageViewController.count }

    public override func loadView() {
        let hint = isLast
            ? "Pop to root slides all the way back; or drag right to go back one page"
            : number == 1 ? "Push slides the next page in; the landscape behind drifts with it"
            : "Drag right to scrub the pop; past the middle or a flick goes back"
        let page = SideBySidePageView(number: number, of: SideBySidePageViewController.count, buttonTitle: isLast ? "Pop to root" : "Push", hint: hint)
        page.button.action = { [unowned self] in self.buttonPressed() }
        view = page
    }

    private var sideBySide: SideBySideNavigationController? { navigationController as? SideBySideNavigationController }

    @_spi(Testing) public func buttonPressed() {
        guard let nav = navigationController, !nav.isTransitioning, nav.topViewController === self else { return }
        if isLast {
            nav.popToRootViewController(animated: true)
        } else {
            nav.pushViewController(SideBySidePageViewController(number: number + 1), animated: true)
        }
    }

    /// Pushes the next page under a percent driver.
    @_spi(Testing) public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        guard let nav = sideBySide, !isLast else { return nil }
        return nav.runInteractively(PercentDrivenInteractiveTransition()) { buttonPressed() }
    }
}
