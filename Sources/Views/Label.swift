import Compositor
import Geometry

/// One or more lines of text (UIKit's UILabel). With `numberOfLines` other than 1 the text
/// wraps at the label's width. Text is vertically centred in the bounds.
@MainActor
public final class Label: View {
    public var text: String = "" { didSet { updateContents() } }
    public var font: Font = .system(17) { didSet { updateContents() } }
    public var textColor: Color = .black { didSet { updateContents() } }
    public var textAlignment: TextAlignment = .left { didSet { updateContents() } }
    /// 1 keeps one line; 0 (or any other value) wraps at the bounds' width.
    public var numberOfLines = 1 { didSet { updateContents() } }

    public init(text: String = "", font: Font = .system(17), color: Color = .black, alignment: TextAlignment = .left, frame: Rect = .zero) {
        super.init(frame: frame)
        self.text = text
        self.font = font
        self.textColor = color
        self.textAlignment = alignment
        isUserInteractionEnabled = false
        updateContents()
    }

    public var textContent: TextContent {
        TextContent(text, font: font, color: textColor, alignment: textAlignment, wrapWidth: numberOfLines == 1 ? nil : max(1, bounds.width))
    }

    public override func layoutSubviews() { updateContents() }

    private func updateContents() {
        let content: LayerContents = text.isEmpty ? .none : .text(textContent)
        if layer.contents != content { layer.contents = content }
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        guard let measurer = window?.textMeasurer, !text.isEmpty else { return .zero }
        var t = textContent
        t.wrapWidth = numberOfLines == 1 ? nil : min(size.width, 100_000)
        return measurer.measure(t)
    }
}
