import Geometry
import Motion
import Views
import Compositor
import Foundation

/// One parameter in the inspector: its name above an editor for its kind. A change made
/// there goes to `onChange` (the panel turns it into a recorded parameter event); `show`
/// sets what the editor shows without calling it.
@MainActor
@_spi(Testing) public class ParameterRow: View {
    @_spi(Testing) public let parameter: SpecParameter
    var onChange: ((SpecValue) -> Void)?
    let nameLabel: Label
    /// Set by the panel: a field asks to be the one keys go to.
    var onFocus: ((NumberField) -> Void)?
    /// Set by the panel: a typed value was refused, and why.
    var onRefused: ((String) -> Void)?

    init(parameter: SpecParameter) {
        self.parameter = parameter
        nameLabel = Label(text: parameter.name, font: .bold(13), color: Theme.ink)
        super.init()
        nameLabel.isUserInteractionEnabled = false
        addSubview(nameLabel)
    }

    /// Shows `value` (the spec's) in the editor.
    func show(_ value: SpecValue) {}

    /// The height the row takes at `width`.
    func height(forWidth width: Double) -> Double { 24 }

    /// Lays the name out at the top; rows place their editors below `top`.
    var top: Double { 22 }

    public override func layoutSubviews() {
        nameLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: 18)
    }

    /// A number as the inspector shows it: up to three decimals, no trailing zeros.
    static func format(_ v: Double) -> String {
        var s = String(format: "%.3f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}
