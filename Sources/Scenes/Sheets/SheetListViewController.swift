import Navigation
import Views

/// The sheet's content in the Sheets demo: a list of places that scrolls.
@MainActor
@_spi(Testing) public final class SheetListViewController: ViewController {
    init() { super.init(title: "Places") }

    public override func loadView() { view = SheetListView() }

    /// The list, whose pull past its top moves the sheet.
    @_spi(Testing) public var list: SheetListView { view as! SheetListView }
}
