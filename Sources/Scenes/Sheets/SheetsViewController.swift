import Navigation
import Views

/// The Sheets demo's first tab: it presents a `SheetViewController` holding a list, at its
/// medium or large detent; the list's pull past its top is handed to the sheet. The tab bar
/// controller it is in presents it (as UIKit presents from the controller that fills the
/// scene), so the sheet covers the tabs too.
@MainActor
@_spi(Testing) public final class SheetsViewController: ViewController, ScrubbableTransition {
    private var page: SheetsView { view as! SheetsView }

    init() { super.init(title: "Sheets") }

    public override func loadView() {
        let v = SheetsView()
        v.mediumButton.action = { [unowned self] in self.showSheet(at: .medium) }
        v.largeButton.action = { [unowned self] in self.showSheet(at: .large) }
        view = v
    }

    /// The controller that presents the sheet: the tab bar controller, else this one.
    private var presenter: ViewController { parent ?? self }

    /// The sheet shown, if any.
    @_spi(Testing) public var sheet: SheetViewController? { presenter.presentedViewController as? SheetViewController }

    /// Presents the sheet at `detent`; ignored while one is shown or a transition runs.
    @_spi(Testing) public func showSheet(at detent: SheetDetent) {
        guard presenter.presentedViewController == nil, navigationController?.isTransitioning != true else { return }
        let list = SheetListViewController()
        let sheet = SheetViewController(content: list, detents: [.medium, .large], selectedDetent: detent)
        list.list.onPullPastTop = { [unowned sheet] pan in sheet.handOver(pan) }
        presenter.present(sheet, animated: true)
    }

    /// Presents the sheet at its medium detent under a percent driver.
    @_spi(Testing) public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        presenter.runInteractively(PercentDrivenInteractiveTransition()) { showSheet(at: .medium) }
    }
}
