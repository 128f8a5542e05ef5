import Compositor
import Geometry
import Views

/// A one-line notice at the top of the window that stays until the app ends (a recording
/// stopped by a write error).
@MainActor
final class StatusBanner: View {
    private let label = Label(text: "", font: .bold(13), color: .white, alignment: .center)
    var text: String {
        get { label.text }
        set { label.text = newValue }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Color(hex: 0xB91C1C, alpha: 0.92)
        cornerRadius = 8
        addSubview(label)
    }

    /// Centred at the top, as wide as the text (within the window).
    func place(in bounds: Rect) {
        guard superview != nil else { return }
        let textWidth = window?.textMeasurer.map { $0.measure(TextContent(label.text, font: label.font)).width.rounded(.up) } ?? 480
        let width = min(bounds.width - 16, textWidth + 28)
        let next = Rect(x: (bounds.width - width) / 2, y: 12, width: width, height: 30)
        if frame != next {
            frame = next
            label.frame = self.bounds.insetBy(dx: 8, dy: 4)
        }
    }
}
