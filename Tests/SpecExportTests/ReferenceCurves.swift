import Foundation

/// The curves evaluated again from their definitions, sharing no code with Motion: a cubic
/// Bezier by bisection, a spring by integrating its equation of motion (RK4), CSS's linear()
/// by its specification's rules.
enum ReferenceCurves {
    /// Progress at time fraction `x` of cubic-bezier(x1, y1, x2, y2).
    static func bezier(_ p: [Double], at x: Double) -> Double {
        func b(_ a: Double, _ c: Double, _ t: Double) -> Double { 3 * a * t * (1 - t) * (1 - t) + 3 * c * t * t * (1 - t) + t * t * t }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if b(p[0], p[2], mid) < x { lo = mid } else { hi = mid }
        }
        return b(p[1], p[3], (lo + hi) / 2)
    }

    /// A mass on a spring pulled from 0 to 1 from rest: its position at each of `times`
    /// (ascending), integrated with RK4 at steps of at most `step` seconds.
    static func spring(mass: Double, stiffness: Double, damping: Double, at times: [Double], step: Double = 1e-4) -> [Double] {
        var x = 0.0, v = 0.0, t = 0.0, out: [Double] = []
        func a(_ x: Double, _ v: Double) -> Double { (-stiffness * (x - 1) - damping * v) / mass }
        for target in times {
            while t < target {
                let h = min(step, target - t)
                let k1x = v, k1v = a(x, v)
                let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            out.append(x)
        }
        return out
    }

    /// SwiftUI's spring(duration:bounce:) as mass, stiffness and damping (Apple's definition).
    static func swiftUISpring(duration: Double, bounce: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        let k = pow(2 * Double.pi / duration, 2)
        let c = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / duration : 4 * Double.pi / (duration * (1 + bounce))
        return (1, k, c)
    }

    /// The stops of a CSS `linear(...)` value: (output, input fraction), positions filled in as
    /// CSS Easing Level 2 says (first 0, last 1, each at least the one before, runs without a
    /// position spread evenly).
    static func linearStops(_ css: String) -> [(value: Double, position: Double)]? {
        guard css.hasPrefix("linear("), css.hasSuffix(")") else { return nil }
        var stops: [(value: Double, position: Double?)] = []
        for part in css.dropFirst(7).dropLast().split(separator: ",") {
            let words = part.split(separator: " ").map(String.init)
            guard let v = words.first.flatMap(Double.init), words.count <= 2 else { return nil }
            var position: Double?
            if words.count == 2 {
                guard words[1].hasSuffix("%"), let p = Double(words[1].dropLast()) else { return nil }
                position = p / 100
            }
            stops.append((v, position))
        }
        guard stops.count >= 2 else { return nil }
        if stops[0].position == nil { stops[0].position = 0 }
        if stops[stops.count - 1].position == nil { stops[stops.count - 1].position = max(1, stops.compactMap(\.position).max()!) }
        var largest = 0.0
        for i in stops.indices { if let p = stops[i].position { stops[i].position = max(p, largest); largest = stops[i].position! } }
        var i = 1
        while i < stops.count {
            if stops[i].position == nil {
                var j = i
                while stops[j].position == nil { j += 1 }
                let a = stops[i - 1].position!, b = stops[j].position!
                for k in i..<j { stops[k].position = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
                i = j
            }
            i += 1
        }
        return stops.map { ($0.value, $0.position!) }
    }

    /// linear() at input `x`: the segment around it, interpolated (the last stop at or before
    /// `x` when several share a position).
    static func linear(_ stops: [(value: Double, position: Double)], at x: Double) -> Double {
        if x <= stops[0].position { return stops[0].value }
        if x >= stops[stops.count - 1].position { return stops[stops.count - 1].value }
        var i = 0
        while i + 1 < stops.count && stops[i + 1].position <= x { i += 1 }
        let a = stops[i], b = stops[i + 1]
        return b.position == a.position ? b.value : a.value + (b.value - a.value) * (x - a.position) / (b.position - a.position)
    }
}
