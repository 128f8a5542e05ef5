import Geometry
import Navigation
import Views

/// A plain tab of the Sheets scene.
@MainActor
@_spi(Testing) public final class TabPageViewController: ViewController {
    private let text: String
    private let tint: Color

    init(title: String, text: String, tint: Color) {
        self.text = text
        self.tint = tint
        super.init(title: title)
    }

    public override func loadView() { view = TabPageView(title: title ?? "", text: text, tint: tint) }
}
