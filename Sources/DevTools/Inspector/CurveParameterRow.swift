import Geometry
import Motion
import Views
import Compositor

/// A curve parameter: the curve editor, its control points as numbers, and the named
/// curves one click away.
@MainActor
@_spi(Testing) public final class CurveParameterRow: ParameterRow {
    @_spi(Testing) public let editor = CurveEditorView()
    private let points = Label(text: "", font: .system(12), color: Theme.secondaryInk)
    @_spi(Testing) public let presets: [Button]

    override init(parameter: SpecParameter) {
        presets = CubicBezier.named.filter { $0.name != "default" }.map { named in
            Button(title: named.name, color: Color(hex: 0xE5E5EA), titleColor: Theme.ink, font: .system(11))
        }
        super.init(parameter: parameter)
        points.isUserInteractionEnabled = false
        editor.onChange = { [unowned self] c in
            self.showPoints(c)
            self.onChange?(.curve(c))
        }
        for (button, named) in zip(presets, CubicBezier.named.filter { $0.name != "default" }) {
            button.cornerRadius = 5
            button.action = { [unowned self] in
                self.editor.show(named.curve)
                self.showPoints(named.curve)
                self.onChange?(.curve(named.curve))
            }
            addSubview(button)
        }
        addSubview(editor)
        addSubview(points)
    }

    private func showPoints(_ c: CubicBezier) {
        let f = ParameterRow.format
        points.text = (CubicBezier.name(of: c).map { $0 + "  " } ?? "") + "[\(f(c.x1)), \(f(c.y1)), \(f(c.x2)), \(f(c.y2))]"
    }

    override func show(_ value: SpecValue) {
        guard case .curve(let c) = value else { return }
        editor.show(c)
        showPoints(c)
    }

    private var editorSide: Double { 132 }

    override func height(forWidth width: Double) -> Double { top + editorSide + 8 }

    public override func layoutSubviews() {
        super.layoutSubviews()
        editor.frame = Rect(x: 0, y: top, width: editorSide, height: editorSide)
        let x = editorSide + 12, w = max(0, bounds.width - x)
        points.frame = Rect(x: x, y: top, width: w, height: 18)
        for (i, b) in presets.enumerated() {
            b.frame = Rect(x: x, y: top + 24 + Double(i) * 26, width: min(w, 92), height: 22)
        }
    }
}
