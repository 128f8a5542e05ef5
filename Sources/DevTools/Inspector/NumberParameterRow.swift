import Geometry
import Motion
import Views
import Compositor

/// A number parameter: a slider over the part of its range worth sliding through (up to
/// four times its default), and a field that takes any value in its whole range.
@MainActor
@_spi(Testing) public final class NumberParameterRow: ParameterRow {
    @_spi(Testing) public let slider = Slider()
    private let field = NumberField()
    private let unitLabel: Label
    let range: ClosedRange<Double>
    let sliderRange: ClosedRange<Double>
    let step: Double

    override init(parameter: SpecParameter) {
        var unit = SpecUnit.ratio
        var range = 0.0...1.0
        if case .number(let u, let r) = parameter.kind {
            unit = u
            range = r
        }
        self.range = range
        sliderRange = Self.sliderRange(range, default: parameter.defaultNumber)
        step = Self.step(unit)
        unitLabel = Label(text: unit == .progress || unit == .ratio ? "" : unit.rawValue, font: .system(12), color: Theme.secondaryInk)
        super.init(parameter: parameter)
        unitLabel.isUserInteractionEnabled = false
        slider.onChange = { [unowned self] t in
            let v = self.snapped(self.sliderRange.value(at: t))
            self.field.show(ParameterRow.format(v))
            self.onChange?(.number(v))
        }
        field.commit = { [unowned self] v in
            guard self.range.contains(v) else { return false }
            self.onChange?(.number(v))
            return true
        }
        field.onFocus = { [unowned self] f in self.onFocus?(f) }
        field.onRefused = { [unowned self] in self.onRefused?("\(parameter.name) takes \(parameter.expectation)") }
        addSubview(slider)
        addSubview(field)
        addSubview(unitLabel)
    }

    /// From the range's start to four times the default (within the range).
    static func sliderRange(_ range: ClosedRange<Double>, default d: Double) -> ClosedRange<Double> {
        let upper = min(range.upperBound, d * 4)
        return range.lowerBound...max(upper, range.lowerBound + 1e-6)
    }

    /// What a slider moves by: hundredths of a second or of the way, whole points (and whole
    /// fractions per second squared), tens of points per second.
    static func step(_ unit: SpecUnit) -> Double {
        switch unit {
        case .seconds, .progress, .ratio: return 0.01
        case .points, .progressPerSecondSquared: return 1
        case .pointsPerSecond: return 10
        case .radiansPerSecond: return 0.1
        }
    }

    func snapped(_ v: Double) -> Double {
        let s = (v / step).rounded() * step
        return min(range.upperBound, max(range.lowerBound, (s * 1e6).rounded() / 1e6))
    }

    override func show(_ value: SpecValue) {
        guard case .number(let v) = value else { return }
        field.show(ParameterRow.format(v))
        if !slider.isTracking {
            slider.setValue(sliderRange.fraction(of: v))
        }
    }

    @_spi(Testing) public var numberField: NumberField { field }

    override func height(forWidth width: Double) -> Double { top + 30 }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let fieldWidth = 70.0, unitWidth = 40.0
        slider.frame = Rect(x: 0, y: top, width: max(0, bounds.width - fieldWidth - unitWidth - 8), height: 28)
        field.frame = Rect(x: bounds.width - fieldWidth - unitWidth, y: top + 2, width: fieldWidth, height: 24)
        unitLabel.frame = Rect(x: bounds.width - unitWidth + 6, y: top + 4, width: unitWidth - 6, height: 20)
    }
}
