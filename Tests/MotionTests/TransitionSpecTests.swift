import Testing
import Motion

@Suite struct TransitionSpecTests {
    static let duration = SpecParameter.seconds("demo.duration", 0.3, "A duration.")
    static let curve = SpecParameter.curve("demo.curve", .easeInOut, "A curve.")
    static let spring = SpecParameter.spring("demo.spring", SpringSpec(duration: 0.45, dampingRatio: 0.82), "A spring.")
    static let distance = SpecParameter.number("demo.distance", 200, .points, 20...2000, "A distance.")
    static let catalogue = SpecCatalogue([duration, curve, spring, distance])

    @Test func readsDefaultsUntilSetAndSettingTheDefaultRemovesTheOverride() throws {
        var spec = TransitionSpec(catalogue: Self.catalogue)
        #expect(spec.number(Self.duration) == 0.3 && spec.bezier(Self.curve) == .easeInOut && spec.spring(Self.spring).dampingRatio == 0.82)
        try spec.set("demo.duration", to: .number(0.5))
        #expect(spec.number(Self.duration) == 0.5 && spec.overrides.count == 1)
        try spec.set("demo.duration", to: .number(0.3))
        #expect(spec.overrides.isEmpty && spec == TransitionSpec(catalogue: Self.catalogue))
    }

    @Test func aParameterOutsideTheCatalogueReadsItsDefault() {
        #expect(TransitionSpec().number(Self.distance) == 200)
    }

    @Test(arguments: [
        ("demo.duration", SpecValue.number(0)),
        ("demo.duration", SpecValue.number(31)),
        ("demo.duration", SpecValue.number(.nan)),
        ("demo.duration", SpecValue.curve(.linear)),
        ("demo.curve", SpecValue.number(1)),
        ("demo.curve", SpecValue.curve(CubicBezier(0.2, 3, 0.2, 1))),
        ("demo.spring", SpecValue.spring(SpringSpec(duration: 0, dampingRatio: 1))),
        ("demo.spring", SpecValue.spring(SpringSpec(duration: 1, dampingRatio: 3))),
        ("demo.distance", SpecValue.number(10)),
    ])
    func wrongKindsAndRangesAreRefusedNamingTheKey(name: String, value: SpecValue) {
        var spec = TransitionSpec(catalogue: Self.catalogue)
        #expect {
            try spec.set(name, to: value)
        } throws: { error in
            (error as? SpecError)?.key == name && "\(error)".contains("must be")
        }
        #expect(spec.overrides.isEmpty)
    }

    @Test func anUnknownNameIsRefusedWithTheNearestKnownOne() {
        var spec = TransitionSpec(catalogue: Self.catalogue)
        #expect {
            try spec.set("demo.duratoin", to: .number(1))
        } throws: { error in
            "\(error)" == "demo.duratoin: unknown parameter (did you mean demo.duration?)"
        }
        #expect(throws: SpecError.self) { try spec.set("something.else.entirely", to: .number(1)) }
    }

    @Test func assignmentsApplyInOrderAndDifferencesNameWhatChanged() throws {
        var a = TransitionSpec(catalogue: Self.catalogue)
        try a.apply([SpecAssignment("demo.distance", .number(100)), SpecAssignment("demo.distance", .number(150)), SpecAssignment("demo.curve", .curve(.linear))])
        let b = TransitionSpec(catalogue: Self.catalogue)
        let d = a.differences(from: b)
        #expect(d.map(\.parameter.name) == ["demo.curve", "demo.distance"])
        #expect(d.last?.mine == .number(150) && d.last?.theirs == .number(200))
    }

    @Test func aSpringValueIsASpringThatSettlesInItsDuration() throws {
        let s = SpringSpec(duration: 0.45, dampingRatio: 0.82)
        let found: Spring? = if case .spring(let spring) = s.timingCurve { spring } else { nil }
        let spring = try #require(found, "not a spring")
        #expect(abs(spring.settlingDuration - 0.45) < 0.01 && abs(spring.dampingRatio - 0.82) < 1e-9)
    }
}

/// Values shown to a person read to 8 significant digits; whole numbers and short
/// fractions as they are.
@Suite struct SpecValueShownTests {
    @Test func derivedValuesReadShort() {
        #expect(SpecParameter.shown(30.833333333333336) == "30.833333")
        #expect(SpecParameter.shown(0.997999523125903) == "0.99799952")
        #expect(SpecParameter.shown(0.5) == "0.5")
        #expect(SpecParameter.shown(1000) == "1000")
        #expect(SpecParameter.describe(.spring(SpringSpec(duration: 0.8202438661763971, dampingRatio: 1.1))) == "spring 0.82024387 s, damping ratio 1.1")
        // Files and settings keep the exact form.
        #expect(SpecParameter.text(30.833333333333336) == "30.833333333333336")
    }
}
