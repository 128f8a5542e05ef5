import Compositor
import Geometry
import Gestures
import Views

/// One item of the packing list: a round check box and the item; a click toggles the check.
@MainActor
final class PackingListRow: View {
    private let box = View()
    private let mark = Label(text: "✓", font: .bold(17), color: .white, alignment: .center)
    private let label: Label
    private let rule = View()
    private(set) var isChecked: Bool { didSet { update() } }

    init(item: String, checked: Bool) {
        label = Label(text: item, font: .system(18), color: Theme.ink)
        isChecked = checked
        super.init()
        box.isUserInteractionEnabled = false
        box.layer.borderWidth = 2
        mark.isUserInteractionEnabled = false
        rule.backgroundColor = Theme.separator
        rule.isUserInteractionEnabled = false
        addSubview(box)
        box.addSubview(mark)
        addSubview(label)
        addSubview(rule)
        update()
    }

    private func update() {
        let green = Color(hex: 0x34A853)
        box.backgroundColor = isChecked ? green : .clear
        box.layer.borderColor = isChecked ? green : Theme.separator
        mark.isHidden = !isChecked
        label.textColor = isChecked ? Theme.secondaryInk : Theme.ink
    }

    override func layoutSubviews() {
        box.frame = Rect(x: 8, y: (bounds.height - 26) / 2, width: 26, height: 26)
        box.cornerRadius = 13
        mark.frame = box.bounds
        label.frame = Rect(x: 48, y: 0, width: max(0, bounds.width - 56), height: bounds.height)
        rule.frame = Rect(x: 48, y: bounds.height - 1, width: max(0, bounds.width - 48), height: 1)
    }

    override func pointerBegan(_ event: PointerEvent, at location: Point) {}
    override func pointerMoved(_ event: PointerEvent, at location: Point) {}
    override func pointerCancelled(_ event: PointerEvent) {}
    override func pointerEnded(_ event: PointerEvent, at location: Point) {
        if bounds.contains(location) { isChecked.toggle() }
    }
}
