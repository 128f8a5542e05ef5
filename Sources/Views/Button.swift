import Compositor
import Geometry
import Gestures

/// A titled button (UIKit's UIButton): highlighted while pressed with the pointer inside,
/// and fires its action when released inside.
@MainActor
public final class Button: View {
    public let titleLabel: Label
    public var action: (() -> Void)?
    public var normalColor: Color { didSet { updateAppearance() } }
    public var highlightedColor: Color { didSet { updateAppearance() } }
    public private(set) var isHighlighted = false { didSet { updateAppearance() } }
    /// True from pointer-down to its end, even while the pointer strays outside.
    public private(set) var isTracking = false

    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    public init(title: String, frame: Rect = .zero, color: Color = Color(hex: 0x0A6CFF), titleColor: Color = .white, font: Font = .bold(17), action: (() -> Void)? = nil) {
        titleLabel = Label(text: title, font: font, color: titleColor, alignment: .center)
        normalColor = color
        highlightedColor = color.lerp(to: .black, 0.25)
        self.action = action
        super.init(frame: frame)
        cornerRadius = 10
        addSubview(titleLabel)
        updateAppearance()
    }

    public override func layoutSubviews() {
        titleLabel.frame = bounds
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        let t = titleLabel.sizeThatFits(size)
        return Size(width: t.width + 32, height: max(44, t.height + 16))
    }

    private func updateAppearance() {
        backgroundColor = isHighlighted ? highlightedColor : normalColor
    }

    public override func pointerBegan(_ event: PointerEvent, at location: Point) {
        isTracking = true
        isHighlighted = true
    }

    public override func pointerMoved(_ event: PointerEvent, at location: Point) {
        guard isTracking else { return }
        isHighlighted = bounds.insetBy(dx: -20, dy: -20).contains(location)
    }

    public override func pointerEnded(_ event: PointerEvent, at location: Point) {
        guard isTracking else { return }
        let inside = bounds.insetBy(dx: -20, dy: -20).contains(location)
        isTracking = false
        isHighlighted = false
        if inside { action?() }
    }

    public override func pointerCancelled(_ event: PointerEvent) {
        isTracking = false
        isHighlighted = false
    }
}
