import Compositor
import Geometry
import Gestures
import Views

/// A tappable catalogue row: title, subtitle and a chevron, highlighted while pressed.
@MainActor
@_spi(Testing) public final class CatalogueRow: View {
    @_spi(Testing) public let entry: SceneEntry
    private let title: Label
    private let subtitle: Label
    private let chevron: Label
    private let onSelect: (SceneEntry) -> Void
    private var pressed = false { didSet { backgroundColor = pressed ? Color(white: 0.9) : Theme.card } }

    init(entry: SceneEntry, onSelect: @escaping (SceneEntry) -> Void) {
        self.entry = entry
        self.onSelect = onSelect
        title = Label(text: entry.title, font: .bold(20), color: Theme.ink)
        subtitle = Label(text: entry.subtitle, font: .system(15), color: Theme.secondaryInk)
        chevron = Label(text: "›", font: .system(30), color: Theme.separator, alignment: .right)
        super.init()
        backgroundColor = Theme.card
        cornerRadius = 14
        addSubview(title)
        addSubview(subtitle)
        addSubview(chevron)
    }

    public override func layoutSubviews() {
        // A short row shows its title alone.
        subtitle.isHidden = bounds.height < 52
        let top = max(0, ((bounds.height - (subtitle.isHidden ? 28 : 52)) / 2).rounded())
        title.frame = Rect(x: 20, y: top, width: bounds.width - 80, height: 28)
        subtitle.frame = Rect(x: 20, y: top + 30, width: bounds.width - 80, height: 22)
        // The chevron as large as the row lets its line be, up to 30 pt.
        chevron.font = .system(min(30, (bounds.height / 1.17).rounded(.down)))
        chevron.frame = Rect(x: bounds.width - 52, y: 0, width: 32, height: bounds.height)
    }

    public override func pointerBegan(_ event: PointerEvent, at location: Point) { pressed = true }
    public override func pointerMoved(_ event: PointerEvent, at location: Point) { pressed = bounds.contains(location) }
    public override func pointerCancelled(_ event: PointerEvent) { pressed = false }
    public override func pointerEnded(_ event: PointerEvent, at location: Point) {
        let inside = bounds.contains(location)
        pressed = false
        if inside { onSelect(entry) }
    }
}
