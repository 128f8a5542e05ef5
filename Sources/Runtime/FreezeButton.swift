import Compositor
import Geometry
import Gestures
import Sessions
import Views

/// The debug overlay's Freeze button: the F key for the pointer. The scene never sees its
/// presses: the live loop hands each input to `input(for:)` before recording it, and a press
/// that begins on the button while it shows is recorded as the key F (its moves and its
/// release are dropped), so the button freezes and resumes exactly as the key does, and a
/// session replays it without the button (the key asks, the recorded freeze applies).
@MainActor
public final class FreezeButton: View {
    private let label = Label(text: "Freeze (F)", font: .bold(12), color: .white, alignment: .center)
    /// The pointer pressing the button, whose events the scene does not get.
    private var pressing: Int?
    /// Says Resume while the engine is frozen.
    public var isFrozen = false { didSet { if isFrozen != oldValue { label.text = isFrozen ? "Resume (F)" : "Freeze (F)" } } }

    public static let size = Size(width: 96, height: 24)

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0x3B82F6)
        cornerRadius = 6
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    public override func layoutSubviews() { label.frame = bounds }

    /// Whether the button shows: in a window, with no hidden view above it.
    public var isShowing: Bool {
        guard window != nil else { return false }
        var view: View? = self
        while let v = view {
            if v.isHidden || v.alpha == 0 { return false }
            view = v.superview
        }
        return true
    }

    /// What an input becomes: a press that begins on the button the key F, that press's
    /// moves and release nothing, anything else itself.
    public func input(for event: SessionEvent) -> SessionEvent? {
        guard case .pointer(let p) = event else { return event }
        switch p.phase {
        case .down:
            guard pressing == nil, isShowing, bounds.contains(convertFromWindow(p.location)) else { return event }
            pressing = p.pointerID
            return .key(KeyEvent(key: "f", timestamp: p.timestamp))
        case .move:
            return p.pointerID == pressing ? nil : event
        case .up, .cancel:
            guard p.pointerID == pressing else { return event }
            pressing = nil
            return nil
        }
    }
}
