import Geometry
import Gestures
import Views
import Compositor

/// A number the user can type: a click makes it take the keys (digits, a point, a minus,
/// Backspace); Return or Tab sets it, Escape gives the edit up. The value shown is there to
/// edit: Backspace takes its last character, while a first digit typed replaces it. Its
/// value is checked by `commit`, which returns whether it was taken (refused: the field
/// turns red and `onRefused` says why).
@MainActor
@_spi(Testing) public final class NumberField: View {
    private let label = Label(text: "", font: .system(13), color: Theme.ink, alignment: .right)
    private(set) var isEditing = false
    private var typed = ""
    private var shown = ""
    /// Called with the typed number when an edit ends with Return or Tab.
    var commit: ((Double) -> Bool)?
    /// Called when a click asks for the keys.
    var onFocus: ((NumberField) -> Void)?
    /// Called when Return or Tab brought a value `commit` refused (or no number).
    var onRefused: (() -> Void)?
    /// Until the first key, the whole value is selected: a character typed replaces it.
    private var replacesAll = false

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0xF2F2F7)
        cornerRadius = 5
        layer.borderWidth = 1
        layer.borderColor = Theme.separator
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    /// Shows a value (an edit in progress keeps what was typed).
    func show(_ text: String) {
        shown = text
        if !isEditing { label.text = text }
    }

    func beginEditing() {
        isEditing = true
        typed = shown
        replacesAll = true
        label.text = typed + "|"
        layer.borderColor = Theme.tint
    }

    func endEditing() {
        isEditing = false
        label.text = shown
        layer.borderColor = Theme.separator
    }

    /// A key while editing; false when the field does not use it.
    func handleKey(_ key: String) -> Bool {
        guard isEditing else { return false }
        switch key {
        case "return", "keypad enter", "tab":
            if let v = Double(typed), v.isFinite, commit?(v) == true {
                endEditing()
            } else {
                layer.borderColor = Color(hex: 0xE5484D)
                onRefused?()
            }
        case "escape":
            endEditing()
        case "backspace":
            if !typed.isEmpty { typed.removeLast() }
        default:
            let ch = key.hasPrefix("keypad ") ? String(key.dropFirst(7)) : key
            guard ch.count == 1, "0123456789.-".contains(ch) else { return true }
            if replacesAll { typed = "" }
            guard typed.count < 12 else { return true }
            typed += ch
        }
        replacesAll = false
        if isEditing { label.text = typed + "|" }
        return true
    }

    public override func layoutSubviews() {
        label.frame = bounds.insetBy(dx: 6, dy: 0)
    }

    public override func pointerBegan(_ event: PointerEvent, at location: Point) {}
    public override func pointerMoved(_ event: PointerEvent, at location: Point) {}
    public override func pointerCancelled(_ event: PointerEvent) {}
    public override func pointerEnded(_ event: PointerEvent, at location: Point) {
        guard bounds.contains(location) else { return }
        onFocus?(self)
    }
}
