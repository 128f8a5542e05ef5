import Testing
import Motion

/// The x -> t solve (Newton's method with a bisection fallback) against plain bisection, and
/// the closed form for curves whose control points lie on the diagonal.
@Suite struct CubicBezierSolveTests {
    /// x(t) from the Bernstein form, independent of the solver's polynomial coefficients.
    func bernsteinX(_ c: CubicBezier, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * c.x1 + 3 * (1 - t) * t * t * c.x2 + t * t * t
    }

    /// High-precision bisection: halves [0, 1] until the bracket cannot shrink any more.
    func bisectedParameter(_ c: CubicBezier, _ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        while true {
            let mid = (lo + hi) / 2
            guard mid > lo && mid < hi else { return mid }
            if bernsteinX(c, mid) < x { lo = mid } else { hi = mid }
        }
    }

    /// Many time fractions strictly inside 0...1 (the ends are exact: see
    /// `outOfRangeAndNaNFractions`): an even grid and points close to both ends.
    var fractions: [Double] {
        (1..<2000).map { Double($0) / 2000 } + [1e-9, 1e-7, 1e-5, 1e-3, 1 - 1e-3, 1 - 1e-5, 1 - 1e-7, 1 - 1e-9]
    }

    @Test(arguments: [
        CubicBezier.easeIn, .easeOut, .easeInOut, .default, .linear,
        // Extreme control points: nearly flat in the middle, S-shaped, overshooting, steep ends.
        CubicBezier(0.9, 0, 0.1, 1), CubicBezier(0, 1, 1, 0), CubicBezier(0.1, 0.9, 0.2, 1),
        CubicBezier(0.6, -0.3, 0.7, 1.4), CubicBezier(0, 0, 0, 1), CubicBezier(1, 0, 1, 1), CubicBezier(0.5, 2, 0.5, -1),
    ])
    func newtonMatchesBisectionWithinTenMillionths(curve: CubicBezier) {
        for x in fractions {
            let t = curve.parameter(forX: x)
            let reference = bisectedParameter(curve, x)
            #expect(abs(t - reference) <= 1e-7, "x = \(x): Newton \(t), bisection \(reference)")
        }
    }

    /// Where x(t) has a stationary point inside (x1 = 1, x2 = 0: x'(1/2) = 0) the parameter
    /// is ill-conditioned there (any t within about 1e-5 has the same x in doubles), so the
    /// solve is held to its x instead.
    @Test func aStationaryPointStillSolvesX() {
        let curve = CubicBezier(1, 0, 0, 1)
        for x in fractions {
            let t = curve.parameter(forX: x)
            #expect(t >= 0 && t <= 1)
            #expect(abs(bernsteinX(curve, t) - x) <= 1e-12, "x = \(x): x(t) = \(bernsteinX(curve, t))")
        }
    }

    @Test func outOfRangeAndNaNFractions() {
        let curve = CubicBezier.easeInOut
        #expect(curve.parameter(forX: -0.5) == 0 && curve.parameter(forX: 0) == 0)
        #expect(curve.parameter(forX: 1) == 1 && curve.parameter(forX: 3) == 1)
        #expect(curve.parameter(forX: .nan).isNaN && curve.progress(at: .nan).isNaN)
    }

    @Test(arguments: [CubicBezier.linear, CubicBezier(0.3, 0.3, 0.7, 0.7), CubicBezier(0, 0, 0, 0), CubicBezier(1, 1, 1, 1)])
    func controlPointsOnTheDiagonalGiveProgressEqualToTime(curve: CubicBezier) {
        for x in fractions {
            #expect(curve.progress(at: x) == x, "x = \(x)")
            // The closed form is what solving would give: y at the solved parameter.
            #expect(abs(curve.y(curve.parameter(forX: x)) - x) <= 1e-9, "x = \(x)")
        }
    }

    @Test func aCurveOffTheDiagonalIsNotTakenForLinear() {
        let curve = CubicBezier(0.3, 0.3, 0.7, 0.8)
        #expect(abs(curve.progress(at: 0.5) - 0.5) > 1e-3)
    }

    @Test func linearTimingIsElapsedOverDuration() {
        for (elapsed, duration) in [(0.1, 0.2), (1.0, 3.0), (2.999, 3.0), (0.0167, 0.75)] {
            #expect(TimingCurve.linear.progress(elapsed: elapsed, duration: duration) == elapsed / duration)
        }
    }
}
