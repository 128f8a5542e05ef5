import Compositor
import Geometry
import Gestures
import Views

/// What a windowed replay draws over the app: a small REPLAY (or PAUSED) badge and the recorded pointer
/// as a dot (filled while pressed).
@MainActor
public final class ReplayBadge: View {
    private let label = Label(text: "REPLAY", font: .bold(13), color: .white, alignment: .center)
    private let dot = View()
    public var pointer: PointerEvent? { didSet { setNeedsLayout() } }
    /// Shows PAUSED instead of REPLAY (space in a windowed replay).
    public var paused = false { didSet { if paused != oldValue { label.text = paused ? "PAUSED" : "REPLAY" } } }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.backgroundColor = Color(hex: 0xEF4444, alpha: 0.9)
        label.cornerRadius = 6
        dot.layer.borderWidth = 2
        dot.layer.borderColor = Color(hex: 0xEF4444)
        dot.cornerRadius = 9
        addSubview(label)
        addSubview(dot)
    }

    public override func layoutSubviews() {
        label.frame = Rect(x: bounds.width - 92, y: 16, width: 76, height: 24)
        if let p = pointer {
            dot.isHidden = false
            dot.frame = Rect(x: p.location.x - 9, y: p.location.y - 9, width: 18, height: 18)
            dot.backgroundColor = p.isPressed ? Color(hex: 0xEF4444, alpha: 0.5) : .clear
        } else {
            dot.isHidden = true
        }
    }
}
