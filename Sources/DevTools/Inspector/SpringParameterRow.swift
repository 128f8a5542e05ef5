import Geometry
import Motion
import Views
import Compositor

/// A spring parameter: its step response, and sliders for its settling duration and
/// damping ratio, each with its value.
@MainActor
final class SpringParameterRow: ParameterRow {
    private let response = SpringResponseView()
    private let duration = Slider()
    private let damping = Slider()
    private let durationLabel = Label(text: "", font: .system(12), color: Theme.ink)
    private let dampingLabel = Label(text: "", font: .system(12), color: Theme.ink)
    private var value = SpringSpec(duration: 0.5, dampingRatio: 1)
    let durationRange: ClosedRange<Double>
    static let dampingRange = SpringSpec.dampingRatioRange

    override init(parameter: SpecParameter) {
        var d = 0.5
        if case .spring(let s) = parameter.defaultValue { d = s.duration }
        durationRange = SpringSpec.durationRange.lowerBound...max(2, d * 4)
        super.init(parameter: parameter)
        for l in [durationLabel, dampingLabel] { l.isUserInteractionEnabled = false }
        duration.onChange = { [unowned self] t in
            self.value.duration = (self.durationRange.value(at: t) * 100).rounded() / 100
            self.changed()
        }
        damping.onChange = { [unowned self] t in
            self.value.dampingRatio = (Self.dampingRange.value(at: t) * 100).rounded() / 100
            self.changed()
        }
        for v in [response, duration, damping, durationLabel, dampingLabel] as [View] { addSubview(v) }
    }

    private func changed() {
        showLabels()
        response.show(value)
        onChange?(.spring(value))
    }

    private func showLabels() {
        durationLabel.text = "duration \(ParameterRow.format(value.duration)) s"
        dampingLabel.text = "damping ratio \(ParameterRow.format(value.dampingRatio))"
    }

    override func show(_ v: SpecValue) {
        guard case .spring(let s) = v else { return }
        value = s
        showLabels()
        response.show(s)
        if !duration.isTracking {
            duration.setValue(durationRange.fraction(of: s.duration))
        }
        if !damping.isTracking {
            damping.setValue(Self.dampingRange.fraction(of: s.dampingRatio))
        }
    }

    override func height(forWidth width: Double) -> Double { top + 96 + 2 * 30 + 4 }

    override func layoutSubviews() {
        super.layoutSubviews()
        response.frame = Rect(x: 0, y: top, width: bounds.width, height: 92)
        let labelWidth = 130.0, y = top + 100
        durationLabel.frame = Rect(x: 0, y: y + 4, width: labelWidth, height: 20)
        duration.frame = Rect(x: labelWidth, y: y, width: max(0, bounds.width - labelWidth), height: 28)
        dampingLabel.frame = Rect(x: 0, y: y + 34, width: labelWidth, height: 20)
        damping.frame = Rect(x: labelWidth, y: y + 30, width: max(0, bounds.width - labelWidth), height: 28)
    }
}
