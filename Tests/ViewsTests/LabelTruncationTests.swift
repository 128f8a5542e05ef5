import Testing
import Compositor
import Geometry
import Views

/// Measures 10 pt a character, 20 pt a line, lines wrapping at whole words.
@MainActor
final class FixedWidthMeasurer: TextMeasuring {
    func measure(_ text: TextContent) -> Size {
        let width = Double(text.string.count) * 10
        guard let wrap = text.wrapWidth, width > wrap else { return Size(width: width, height: 20) }
        return Size(width: wrap, height: 20 * (width / wrap).rounded(.up))
    }
}

@MainActor
@Suite struct LabelTruncationTests {
    func drawn(_ label: Label) -> String? {
        if case .text(let t) = label.layer.contents { return t.string }
        return nil
    }

    @Test func oneLineWiderThanItsLabelEndsInAnEllipsis() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: FixedWidthMeasurer())
        let label = Label(text: "Every compositor feature")
        window.addSubview(label)
        label.frame = Rect(x: 0, y: 0, width: 300, height: 20)
        window.layoutIfNeeded()
        #expect(drawn(label) == "Every compositor feature")
        // 10 characters fit in 100 pt: 9 and the ellipsis.
        label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        window.layoutIfNeeded()
        #expect(drawn(label) == "Every com…")
        // 6 in 65 pt: "Every " and the ellipsis, the space before it dropped.
        label.frame = Rect(x: 0, y: 0, width: 65, height: 20)
        window.layoutIfNeeded()
        #expect(drawn(label) == "Every…")
        label.text = "Wide again"
        #expect(drawn(label) == "Wide…")
        // Not even the ellipsis fits: nothing is drawn.
        label.frame = Rect(x: 0, y: 0, width: 5, height: 20)
        window.layoutIfNeeded()
        #expect(drawn(label) == nil)
    }

    @Test func wrappedTextThatFitsOnOneLineIsDrawnAsThatLine() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: FixedWidthMeasurer())
        let label = Label(text: "Short words here")
        label.numberOfLines = 0
        window.addSubview(label)
        label.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        window.layoutIfNeeded()
        guard case .text(let one) = label.layer.contents else { return #expect(Bool(false)) }
        #expect(one.wrapWidth == nil)
        label.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        window.layoutIfNeeded()
        guard case .text(let wrapped) = label.layer.contents else { return #expect(Bool(false)) }
        #expect(wrapped.wrapWidth == 100 && wrapped.string == "Short words here")
    }
}
