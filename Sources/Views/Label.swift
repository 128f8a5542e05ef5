import Compositor
import Geometry

/// One or more lines of text (UIKit's UILabel). With `numberOfLines` other than 1 the text
/// wraps at the label's width. Text is vertically centred in the bounds. One line wider than
/// the label is truncated at its tail with an ellipsis, as UIKit's default line break mode
/// does (measured with the window's fonts, so once the label is in a window).
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
        let content: LayerContents = text.isEmpty ? .none : drawnText().map { .text($0) } ?? .none
        if layer.contents != content { layer.contents = content }
    }

    /// What is drawn: the text; wrapped text that fits on one line drawn as that line (as it
    /// would be unwrapped); or, for one line wider than the label, the longest start of it
    /// that fits with an ellipsis after it (nothing when not even the ellipsis fits).
    private func drawnText() -> TextContent? {
        guard let measurer = window?.textMeasurer else { return textContent }
        var line = textContent
        line.wrapWidth = nil
        let fits = measurer.measure(line).width <= bounds.width
        if numberOfLines != 1 { return fits ? line : textContent }
        if fits { return line }
        let characters = Array(text)
        func truncated(_ count: Int) -> TextContent {
            var kept = characters[..<count]
            while kept.last?.isWhitespace == true { kept.removeLast() }
            var t = line
            t.string = String(kept) + "…"
            return t
        }
        // The longest start that fits: `longest` characters always do (or it is -1), `tooMany` never.
        var longest = -1, tooMany = characters.count
        while tooMany - longest > 1 {
            let mid = (longest + tooMany) / 2
            if measurer.measure(truncated(mid)).width <= bounds.width { longest = mid } else { tooMany = mid }
        }
        return longest < 0 ? nil : truncated(longest)
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        guard let measurer = window?.textMeasurer, !text.isEmpty else { return .zero }
        var t = textContent
        t.wrapWidth = numberOfLines == 1 ? nil : min(size.width, 100_000)
        return measurer.measure(t)
    }
}
