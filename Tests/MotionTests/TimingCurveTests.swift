import Foundation
import Testing
import Motion

@Suite struct TimingCurveTests {
    /// An independent reference: bisection on x(t) to 1e-12, then y(t).
    func reference(_ c: CubicBezier, _ x: Double) -> Double {
        func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * c.x1 + 3 * (1 - t) * t * t * c.x2 + t * t * t }
        func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * c.y1 + 3 * (1 - t) * t * t * c.y2 + t * t * t }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if bx(mid) < x { lo = mid } else { hi = mid }
        }
        return by((lo + hi) / 2)
    }

    @Test(arguments: [CubicBezier.easeIn, .easeOut, .easeInOut, .default, .linear, CubicBezier(0.1, 0.9, 0.2, 1), CubicBezier(0.6, -0.3, 0.7, 1.4)])
    func curvesMatchBisectionToOneMillionth(curve: CubicBezier) {
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(abs(curve.progress(at: x) - reference(curve, x)) < 1e-6, "x = \(x)")
        }
    }

    @Test(arguments: [CubicBezier.easeIn, .easeOut, .easeInOut, .default])
    func presetsAreMonotonicWithFixedEnds(curve: CubicBezier) {
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1)
        var last = 0.0
        for i in 1...500 {
            let p = curve.progress(at: Double(i) / 500)
            #expect(p >= last - 1e-12)
            last = p
        }
    }

    @Test func presetsHaveCoreAnimationsControlPoints() {
        #expect(CubicBezier.easeIn == CubicBezier(0.42, 0, 1, 1))
        #expect(CubicBezier.easeOut == CubicBezier(0, 0, 0.58, 1))
        #expect(CubicBezier.easeInOut == CubicBezier(0.42, 0, 0.58, 1))
        #expect(CubicBezier.default == CubicBezier(0.25, 0.1, 0.25, 1))
        // Known value: ease-in-out is symmetric about its middle.
        #expect(abs(CubicBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
    }

    @Test func nonFiniteControlPointsAreTamed() {
        let c = CubicBezier(.nan, .infinity, 2, -.infinity)
        for i in 0...10 { #expect(c.progress(at: Double(i) / 10).isFinite) }
    }
}
