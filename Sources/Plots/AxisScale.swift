import Foundation

/// A linear axis: a domain of values mapped onto a span of pixels, with "nice" tick values
/// (1, 2 or 5 times a power of ten apart) and their labels.
public struct AxisScale: Sendable, Equatable {
    public var domain: ClosedRange<Double>
    /// Pixels of the domain's lower and upper end (upper may be less: a y axis grows upwards).
    public var from: Double
    public var to: Double

    public init(domain: ClosedRange<Double>, from: Double, to: Double) {
        let width = domain.upperBound - domain.lowerBound
        self.domain = width > 0 && width.isFinite ? domain : domain.lowerBound...(domain.lowerBound + 1)
        self.from = from
        self.to = to
    }

    /// A domain from `values` widened to whole tick steps (and to include `including`), so
    /// that `ticks(count: ticks)` ends on both ends.
    public static func niceDomain(_ values: [Double], including: [Double] = [], ticks: Int = 4) -> ClosedRange<Double> {
        let all = (values + including).filter(\.isFinite)
        guard var lo = all.min(), var hi = all.max() else { return 0...1 }
        if hi - lo < 1e-9 {
            lo -= 1
            hi += 1
        }
        // A step from the raw span can leave a domain whose own step is larger; widen until they agree.
        var step = AxisScale.step(for: (hi - lo) / Double(max(1, ticks)))
        for _ in 0..<4 {
            let domain = (lo / step).rounded(.down) * step...(hi / step).rounded(.up) * step
            let own = AxisScale.step(for: (domain.upperBound - domain.lowerBound) / Double(max(1, ticks)))
            if own <= step * (1 + 1e-9) { return domain }
            step = own
        }
        return (lo / step).rounded(.down) * step...(hi / step).rounded(.up) * step
    }

    /// The nice step at or above `raw`.
    public static func step(for raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let p = pow(10, log10(raw).rounded(.down))
        for m in [1.0, 2, 2.5, 5, 10] where raw <= m * p * (1 + 1e-9) { return m * p }
        return 10 * p
    }

    public func pixel(_ v: Double) -> Double {
        from + (v - domain.lowerBound) / (domain.upperBound - domain.lowerBound) * (to - from)
    }

    /// Values clamped into the domain first.
    public func clampedPixel(_ v: Double) -> Double { pixel(min(domain.upperBound, max(domain.lowerBound, v))) }

    /// About `count` tick values inside the domain, a nice step apart.
    public func ticks(count: Int) -> [Double] {
        let step = tickStep(count: count)
        var t = (domain.lowerBound / step).rounded(.up) * step
        var out: [Double] = []
        while t <= domain.upperBound + step * 1e-9 && out.count < 100 {
            out.append(abs(t) < step * 1e-9 ? 0 : t)
            t += step
        }
        return out
    }

    public func tickStep(count: Int) -> Double {
        AxisScale.step(for: (domain.upperBound - domain.lowerBound) / Double(max(1, count)))
    }

    /// A tick's label with as many decimals as the step needs, thousands grouped with a thin space.
    public func label(_ v: Double, count: Int) -> String {
        let step = tickStep(count: count)
        let decimals = max(0, Int((-log10(step)).rounded(.up)) + (AxisScale.isHalfStep(step) ? 1 : 0))
        let text = String(format: "%.\(decimals)f", v)
        guard decimals == 0, abs(v) >= 10_000 else { return text == "-0" ? "0" : text }
        var digits = Array(String(Int(abs(v))))
        var i = digits.count - 3
        while i > 0 {
            digits.insert(",", at: i)
            i -= 3
        }
        return (v < 0 ? "-" : "") + String(digits)
    }

    /// A step like 0.25 or 2.5 needs one more decimal than its power of ten.
    private static func isHalfStep(_ step: Double) -> Bool {
        let p = pow(10, log10(step).rounded(.down))
        return abs(step / p - 2.5) < 1e-9
    }
}
