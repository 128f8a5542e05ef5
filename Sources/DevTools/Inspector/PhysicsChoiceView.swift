import Geometry
import Motion
import Navigation
import Views
import Compositor

/// The inspector's choice of platform physics: a button per `PhysicsPreset` and a line
/// naming the preset the spec holds now (or "custom"). A choice sets each of the preset's
/// parameters through the panel's `onChange`, so a recording keeps it as parameter events.
@MainActor
final class PhysicsChoiceView: View {
    private let label = Label(text: "Physics", font: .system(12), color: Theme.secondaryInk)
    private(set) var buttons: [(preset: PhysicsPreset, button: Button)] = []
    /// A preset chosen.
    var onChoose: ((PhysicsPreset) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        label.isUserInteractionEnabled = false
        addSubview(label)
        for preset in PhysicsPreset.all {
            let b = Button(title: preset.title, color: Color(hex: 0xE5E5EA), titleColor: Theme.ink, font: .system(13))
            b.cornerRadius = 6
            b.action = { [unowned self] in self.onChoose?(preset) }
            buttons.append((preset, b))
            addSubview(b)
        }
    }

    /// Names the preset `spec` holds.
    func show(_ spec: TransitionSpec) {
        label.text = "Physics: " + (PhysicsPreset.matching(spec)?.title ?? "custom")
    }

    /// What the line says.
    var text: String { label.text }

    override func layoutSubviews() {
        let b = bounds, labelWidth = 110.0, gap = 6.0
        label.frame = Rect(x: 0, y: 0, width: labelWidth, height: b.height)
        let w = max(0, (b.width - labelWidth - gap * Double(buttons.count)) / Double(max(1, buttons.count)))
        for (i, entry) in buttons.enumerated() {
            entry.button.frame = Rect(x: labelWidth + gap + Double(i) * (w + gap), y: 0, width: w, height: b.height)
        }
    }
}
