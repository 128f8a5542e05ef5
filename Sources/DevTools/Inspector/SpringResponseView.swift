import Foundation
import Geometry
import Motion
import Views
import Compositor

/// A spring's step response: how far it has gone (up) against time (right), from rest to
/// its target, over 1.5 times its settling duration; the target is the dashed level.
@MainActor
@_spi(Testing) public final class SpringResponseView: View {
    private(set) var spring = SpringSpec(duration: 0.5, dampingRatio: 1)
    private let target = ShapeView(path: Path(), fillColor: Theme.separator)
    private let line = ShapeView(path: Path(), fillColor: Theme.tint)
    let caption = Label(text: "", font: .system(11), color: Theme.secondaryInk)
    private var drawn: SpringSpec?

    @_spi(Testing) public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0xF7F7FA)
        cornerRadius = 6
        for v in [target, line, caption] as [View] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
    }

    @_spi(Testing) public func show(_ s: SpringSpec) {
        spring = s
        setNeedsLayout()
    }

    /// The response's samples: (time, value) over 1.5 settling durations.
    static func samples(_ s: SpringSpec, count: Int = 64) -> [(Double, Double)] {
        let span = s.duration * 1.5
        guard case .spring(let spring) = s.timingCurve else { return [] }
        return (0...count).map { i in
            let t = span * Double(i) / Double(count)
            return (t, spring.value(at: t))
        }
    }

    public override func layoutSubviews() {
        target.frame = bounds
        line.frame = bounds
        guard drawn != spring || line.path.isEmpty else { return }
        drawn = spring
        let pad = 8.0, w = bounds.width - 2 * pad, h = bounds.height - 2 * pad - 14
        let samples = Self.samples(spring)
        // Room for the overshoot: up to the highest value the response reaches (and a little
        // headroom over the target, which is not overshoot).
        let peak = samples.map(\.1).max() ?? 1
        let top = max(1.05, peak)
        func place(_ t: Double, _ v: Double) -> Point {
            Point(x: pad + t / (spring.duration * 1.5) * w, y: pad + (top - v) / top * h)
        }
        let level = place(0, 1).y
        var dashes = Path()
        for x in stride(from: pad, to: pad + w, by: 8) { dashes.addRect(Rect(x: x, y: level - 0.5, width: 4, height: 1)) }
        target.path = dashes
        line.path = .polyline(samples.map { place($0.0, $0.1) }, width: 2)
        // From rest, a spring under critical damping overshoots by exp(-ζπ/√(1-ζ²)) exactly.
        let zeta = spring.dampingRatio
        let overshoot = zeta < 1 ? exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()) * 100 : 0
        caption.text = String(format: "settles in %.2f s", spring.duration) + (overshoot >= 0.05 ? String(format: " · overshoots %.1f%%", overshoot) : " · no overshoot")
        caption.frame = Rect(x: pad, y: bounds.height - 18, width: w, height: 14)
    }
}
