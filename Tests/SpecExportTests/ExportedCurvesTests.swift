import Foundation
import Motion
import Scenes
import SpecExport
import Testing

/// The exported numbers, read back out of the text and evaluated by `ReferenceCurves` (no
/// code shared with Motion), reproduce Segue's curves and springs within 0.5 % of the
/// distance, at every time, in every format.
@Suite struct ExportedCurvesTests {
    static let tolerance = 0.005

    /// The app's parameters at their defaults, and with curves that overshoot and undershoot.
    static var specs: [TransitionSpec] {
        var odd = TransitionSpec(catalogue: SceneRegistry.catalogue)
        try! odd.set("contacts.show.curve", to: .curve(CubicBezier(0.3, -0.6, 0.2, 1.8)))
        try! odd.set("navigation.bar.curve", to: .curve(CubicBezier(0.9, 0.05, 0.1, 0.95)))
        try! odd.set("contacts.drawer.spring", to: .spring(SpringSpec(duration: 1.2, dampingRatio: 0.3)))
        return [TransitionSpec(catalogue: SceneRegistry.catalogue), odd, springs]
    }

    /// Springs over the whole range a spec takes: the bounciest, the most damped, the
    /// shortest and the longest.
    static var springs: TransitionSpec {
        let values = [(0.05, 0.05), (0.05, 2.0), (10, 0.05), (10, 2), (0.3, 0.3), (0.45, 0.82), (1, 1), (3, 0.5), (0.8, 1.4)]
        let parameters = values.enumerated().map { i, v in
            SpecParameter.spring("test.s\(i).spring", SpringSpec(duration: v.0, dampingRatio: v.1), "A spring.")
        }
        return TransitionSpec(catalogue: SpecCatalogue(parameters))
    }

    /// The largest gap between Segue's curve and `other` over `duration`, at 2,001 times.
    static func gap(_ segue: (Double) -> Double, _ other: (Double) -> Double, over duration: Double) -> Double {
        (0...2000).map { Double($0) / 2000 * duration }.map { abs(segue($0) - other($0)) }.max()!
    }

    static func segueSpring(_ s: HandoffSpring) -> (Double) -> Double {
        { s.timingCurve.progress(elapsed: $0, duration: s.settlingDuration) }
    }

    /// `spring` integrated, compared over its settling time and a fifth more.
    static func springGap(_ s: HandoffSpring, mass: Double, stiffness: Double, damping: Double) -> Double {
        let span = s.settlingDuration * 1.2
        let times = (0...2000).map { Double($0) / 2000 * span }
        let integrated = ReferenceCurves.spring(mass: mass, stiffness: stiffness, damping: damping, at: times, step: 0.02 / (stiffness / mass).squareRoot())
        let segue = segueSpring(s)
        return zip(times, integrated).map { abs(segue($0) - $1) }.max()!
    }

    static func segueCurve(_ c: HandoffCurve) -> (Double) -> Double { { TimingCurve.cubic(c.bezier).progress(elapsed: $0, duration: 1) } }

    @Test(arguments: 0..<3)
    func swiftUIAnimationsAreSeguesCurvesAndSprings(spec: Int) throws {
        let handoff = SpecHandoff(Self.specs[spec])
        let text = handoff.code(.swiftui)
        for c in handoff.curves {
            let code = try #require(ExportedText.code(text, key: c.key), "\(c.key) is not exported")
            let a = try #require(ExportedText.arguments(of: "Animation.timingCurve", in: code))
            #expect(a.count == (c.duration == nil ? 4 : 5), "\(c.key): \(code)")
            if let d = c.duration { #expect(a[4] == d.value, "\(c.key): duration \(a[4]), spec \(d.value)") }
            let g = Self.gap(Self.segueCurve(c), { ReferenceCurves.bezier(Array(a.prefix(4)), at: $0) }, over: 1)
            #expect(g <= Self.tolerance, "\(c.key): \(g)")
        }
        for s in handoff.springs {
            let code = try #require(ExportedText.code(text, key: s.key), "\(s.key) is not exported")
            let d = try #require(ExportedText.labelled("duration", in: code)), b = try #require(ExportedText.labelled("bounce", in: code))
            let p = ReferenceCurves.swiftUISpring(duration: d, bounce: b)
            let g = Self.springGap(s, mass: p.mass, stiffness: p.stiffness, damping: p.damping)
            #expect(g <= Self.tolerance, "\(s.key) (\(s.value)): SwiftUI duration \(d), bounce \(b) is \(g) off")
        }
    }

    @Test(arguments: 0..<3)
    func uiKitTimingParametersAreSeguesCurvesAndSprings(spec: Int) throws {
        let handoff = SpecHandoff(Self.specs[spec])
        let text = handoff.code(.uikit)
        for c in handoff.curves {
            let code = try #require(ExportedText.code(text, key: c.key), "\(c.key) is not exported")
            let a = try #require(ExportedText.arguments(of: "UICubicTimingParameters", in: code))
            #expect(a.count == 4, "\(c.key): \(code)")
            let g = Self.gap(Self.segueCurve(c), { ReferenceCurves.bezier(a, at: $0) }, over: 1)
            #expect(g <= Self.tolerance, "\(c.key): \(g)")
            if let d = c.duration {
                let durationCode = try #require(ExportedText.code(text, key: d.key))
                #expect(durationCode.contains("TimeInterval") && ExportedText.numbers(in: durationCode).last == d.value, "\(d.key): \(durationCode)")
            }
        }
        for s in handoff.springs {
            let code = try #require(ExportedText.code(text, key: s.key), "\(s.key) is not exported")
            let m = try #require(ExportedText.labelled("mass", in: code)), k = try #require(ExportedText.labelled("stiffness", in: code))
            let c = try #require(ExportedText.labelled("damping", in: code))
            let g = Self.springGap(s, mass: m, stiffness: k, damping: c)
            #expect(g <= Self.tolerance, "\(s.key) (\(s.value)): mass \(m), stiffness \(k), damping \(c) is \(g) off")
            // UIKit's own form keeps the spec's ratio and duration.
            #expect(ExportedText.labelled("dampingRatio", in: code) == s.value.dampingRatio, "\(code)")
            #expect(code.contains("TimeInterval = \(SpecParameter.text(s.value.duration))"), "\(code)")
        }
    }

    @Test(arguments: 0..<3)
    func cssEasingsAreSeguesCurvesAndSpringsEverywhere(spec: Int) throws {
        let handoff = SpecHandoff(Self.specs[spec])
        let css = handoff.code(.css)
        for c in handoff.curves {
            let value = try #require(ExportedText.customProperty(ExportedText.cssName(c.key), in: css), "\(c.key) is not exported")
            #expect(value.hasPrefix("cubic-bezier("))
            let a = try #require(ExportedText.arguments(of: "cubic-bezier", in: value))
            let g = Self.gap(Self.segueCurve(c), { ReferenceCurves.bezier(a, at: $0) }, over: 1)
            #expect(a.count == 4 && g <= Self.tolerance, "\(c.key): \(value) is \(g) off")
            if let d = c.duration { #expect(ExportedText.customProperty(ExportedText.cssName(d.key), in: css) == "\(SpecParameter.text(d.value))s") }
        }
        for s in handoff.springs {
            let name = ExportedText.cssName(s.key)
            let value = try #require(ExportedText.customProperty(name, in: css), "\(s.key) is not exported")
            let stops = try #require(ReferenceCurves.linearStops(value), "\(s.key): \(value) is not a linear() easing")
            let durationText = try #require(ExportedText.customProperty(name + "-duration", in: css))
            let duration = try #require(Double(durationText.dropLast()))
            #expect(durationText.hasSuffix("s") && abs(duration - s.settlingDuration) < 1e-4, "\(s.key): \(durationText) for \(s.settlingDuration) s")
            // Everywhere: 20,001 times over the easing and a fifth past it, and both sides of every stop.
            var times = (0...20000).map { Double($0) / 20000 * duration * 1.2 }
            for stop in stops { times += [stop.position * duration - 1e-9, stop.position * duration + 1e-9] }
            let segue = Self.segueSpring(s)
            let worst = times.filter { $0 >= 0 }.map { t in abs(segue(t) - ReferenceCurves.linear(stops, at: min(1, t / duration))) }.max()!
            #expect(worst <= Self.tolerance, "\(s.key) (\(s.value)): linear() of \(stops.count) stops is \(worst) off")
        }
    }

    @Test func everyParameterIsInEveryExport() throws {
        let spec = TransitionSpec(catalogue: SceneRegistry.catalogue)
        for format in SpecExportFormat.allCases {
            let text = SpecHandoff(spec).code(format)
            for p in spec.catalogue.parameters {
                let found = format == .css ? text.contains(ExportedText.cssName(p.name) + ":") : text.contains("`\(p.name)`")
                #expect(found, "\(format): \(p.name) is missing")
            }
        }
    }
}
