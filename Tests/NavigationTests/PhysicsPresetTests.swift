import Foundation
import Motion
import Navigation
import Testing
import Views

/// The platform physics presets are tables: applying one sets exactly the values its table
/// says, every preset sets the same parameters, and each derived value is the computation
/// its source line names.
@Suite struct PhysicsPresetTests {
    static let catalogue = SpecCatalogue(NavigationParameters.all + ScrollParameters.all)

    @Test(arguments: PhysicsPreset.all.map(\.name))
    func aPresetSetsTheValuesItsTableSays(name: String) throws {
        let preset = try PhysicsPreset.named(name)
        var spec = TransitionSpec(catalogue: Self.catalogue)
        // Start from another preset's values, so a row the preset forgot would show.
        for other in PhysicsPreset.all where other.name != name { try spec.apply(other.assignments) }
        try spec.apply(preset.assignments)
        #expect(preset.entries.map(\.parameter.name) == PhysicsPreset.parameters.map(\.name), "\(name) sets other parameters than the presets' list")
        for entry in preset.entries {
            #expect(spec[entry.parameter] == entry.value, "\(name): \(entry.parameter.name)")
            #expect(!entry.source.isEmpty, "\(name): \(entry.parameter.name) has no source")
        }
        #expect(PhysicsPreset.matching(spec)?.name == name)
    }

    @Test func uikitIsTheDefaults() throws {
        var spec = TransitionSpec(catalogue: Self.catalogue)
        try spec.apply(PhysicsPreset.uikit.assignments)
        #expect(spec.overrides.isEmpty, "\(spec.overrides)")
    }

    @Test func flutterAndAndroidDifferFromUIKit() {
        for preset in [PhysicsPreset.flutter, .android] {
            let changed = zip(preset.entries, PhysicsPreset.uikit.entries).filter { $0.value != $1.value }
            #expect(changed.count >= 3, "\(preset.name) changes only \(changed.map(\.0.parameter.name))")
        }
    }

    @Test func flutterDerivedValuesAreTheirComputations() throws {
        let flutter = Dictionary(uniqueKeysWithValues: PhysicsPreset.flutter.entries.map { ($0.parameter.name, $0.value) })
        // FrictionSimulation(0.135): the speed left after one second is 0.135 of it.
        guard case .number(let rate)? = flutter[ScrollParameters.decelerationRate.name] else { Issue.record("no rate"); return }
        #expect(abs(pow(rate, 1000) - 0.135) < 1e-9)
        // The bounce spring read back is Flutter's: mass 0.5, stiffness 100 (14.14 rad/s), ratio 1.1.
        guard case .spring(let bounce)? = flutter[ScrollParameters.bounce.name] else { Issue.record("no bounce"); return }
        let spring = bounce.timingCurve
        guard case .spring(let s) = spring else { Issue.record("not a spring"); return }
        #expect(abs(s.naturalFrequency - (100 / 0.5).squareRoot()) < 0.01, "\(s.naturalFrequency)")
        #expect(abs(s.dampingRatio - 1.1) < 1e-9)
        // The release frequency settles a critically damped spring in Flutter's 300 ms.
        guard case .number(let w)? = flutter[NavigationParameters.releaseSlowest.name] else { Issue.record("no frequency"); return }
        #expect(abs(Spring(mass: 1, stiffness: w * w, damping: 2 * w).settlingDuration - 0.3) < 0.001)
    }

    @Test func androidsRateFlingsAsFarAsOverScrollerAtTheTypicalSpeed() throws {
        let android = Dictionary(uniqueKeysWithValues: PhysicsPreset.android.entries.map { ($0.parameter.name, $0.value) })
        guard case .number(let rate)? = android[ScrollParameters.decelerationRate.name] else { Issue.record("no rate"); return }
        let coast = Deceleration(offset: 0, velocity: 1000, rate: rate)
        #expect(abs(coast.restOffset - SplineFling.distance(velocity: 1000)) < 0.01, "\(coast.restOffset)")
        guard case .spring(let bounce)? = android[ScrollParameters.bounce.name], case .spring(let s) = bounce.timingCurve else { Issue.record("no bounce"); return }
        #expect(abs(s.naturalFrequency - 24.657) < 0.01, "\(s.naturalFrequency)")
    }

    @Test func anUnknownPlatformIsRefusedWithTheNames() {
        #expect(throws: SpecError(key: nil, "unknown platform \"ios\" (expected uikit, flutter or android)")) { try PhysicsPreset.named("ios") }
    }
}
