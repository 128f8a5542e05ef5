import Geometry
import Navigation
import Views

/// The Contacts demo's first page: a scrolling grid of round avatars. A tap opens the
/// contact; the transition grows the page out of the tapped avatar (`ContactShowAnimator`),
/// and the avatar flies to its place on the contact's page (the cell's avatar and the page's
/// carry one `transitionID`).
/// It makes the navigation controller's delegate, which owns the drag that zooms back.
@MainActor
@_spi(Testing) public final class ContactsOverviewViewController: ViewController, GridViewDataSource, ScrubbableTransition {
    @_spi(Testing) public let contacts: [Contact]
    @_spi(Testing) public let grid = GridView()
    private(set) var navigationDelegate: ContactsNavigationDelegate?

    init(contacts: [Contact]) {
        self.contacts = contacts
        super.init(title: "Contacts")
    }

    public override func loadView() {
        grid.backgroundColor = Theme.background
        grid.itemSize = ContactCell.size
        grid.spacing = 10
        grid.contentInsets = EdgeInsets(top: 16, left: 16, bottom: 24, right: 16)
        grid.dataSource = self
        grid.onSelect = { [unowned self] i in self.open(i) }
        view = ContactsOverviewView(grid: grid)
    }

    public override func viewDidLoad() {
        guard let nav = navigationController else { return }
        let d = ContactsNavigationDelegate(navigationController: nav)
        navigationDelegate = d
        nav.delegate = d
    }

    /// Opens contact `index`; ignored while a transition runs, so the stack stays whole.
    @_spi(Testing) public func open(_ index: Int) {
        guard contacts.indices.contains(index), let nav = navigationController, !nav.isTransitioning, nav.topViewController === self else { return }
        nav.pushViewController(ContactDetailViewController(contact: contacts[index], transitionID: Self.transitionID(ofItem: index)), animated: true)
    }

    /// Opens the eighth contact (the second row's last on a wide window) under a percent driver.
    public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        guard contacts.count > 7 else { return nil }
        return navigationController?.runInteractively(PercentDrivenInteractiveTransition()) { open(7) }
    }

    // MARK: GridViewDataSource

    public func numberOfItems(in grid: GridView) -> Int { contacts.count }
    public func makeCell(for grid: GridView) -> View { ContactCell() }
    public func grid(_ grid: GridView, configure cell: View, at index: Int) {
        (cell as? ContactCell)?.show(contacts[index], transitionID: Self.transitionID(ofItem: index))
    }

    /// The id the avatar of item `index` flies by, in its cell and on the contact's page.
    static func transitionID(ofItem index: Int) -> String { "contact-\(index)" }
}
