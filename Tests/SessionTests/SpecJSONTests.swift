import Testing
import Foundation
import Geometry
import Motion
import Sessions

@Suite struct SpecJSONTests {
    static let duration = SpecParameter.seconds("demo.duration", 0.3, "A duration.")
    static let curve = SpecParameter.curve("demo.curve", .easeInOut, "A curve.")
    static let spring = SpecParameter.spring("demo.spring", SpringSpec(duration: 0.45, dampingRatio: 0.82), "A spring.")
    static let catalogue = SpecCatalogue([duration, curve, spring])

    @Test func aFileReadsNumbersCurvesByNameOrPointsAndSprings() throws {
        let text = #"{"$schema": "x", "demo.duration": 0.5, "demo.curve": [0.2, 0.8, 0.2, 1], "demo.spring": {"duration": 0.6, "dampingRatio": 1}}"#
        let a = try SpecJSON.assignments(file: text, catalogue: Self.catalogue)
        #expect(a == [SpecAssignment("demo.duration", .number(0.5)), SpecAssignment("demo.curve", .curve(CubicBezier(0.2, 0.8, 0.2, 1))),
            SpecAssignment("demo.spring", .spring(SpringSpec(duration: 0.6, dampingRatio: 1)))])
        let named = try SpecJSON.assignments(file: #"{"demo.curve": "easeIn"}"#, catalogue: Self.catalogue)
        #expect(named == [SpecAssignment("demo.curve", .curve(.easeIn))])
    }

    @Test(arguments: [
        (#"{"demo.duraton": 1}"#, "demo.duraton: unknown parameter (did you mean demo.duration?)"),
        (#"{"demo.duration": "slow"}"#, "demo.duration: must be a number"),
        (#"{"demo.duration": -1}"#, "demo.duration: must be a number from 0.01 to 30 (seconds) (got -1)"),
        (#"{"demo.curve": [1.5, 0, 0.5, 1]}"#, "demo.curve: must be a curve"),
        (#"{"demo.curve": [0.5, 0, 0.5]}"#, "demo.curve: must be a curve"),
        (#"{"demo.curve": "bouncy"}"#, "demo.curve: must be a curve"),
        (#"{"demo.spring": {"duration": 0.5}}"#, "demo.spring: must be a spring"),
        (#"{"demo.spring": {"duration": 0.5, "dampingRatio": 1, "mass": 2}}"#, "demo.spring: must be a spring"),
        (#"[1, 2]"#, "one JSON object"),
        (#"{"demo.duration": 1"#, "not valid JSON at line 1, column 20: the text ends too soon"),
        ("{\n  \"demo.duration\": 1,,\n}", "not valid JSON at line 2, column 22: unexpected text"),
        ("{\"demo.duration\": 1,\n \"demo.duration\": 2}", "not valid JSON at line 2, column 2: the key \"demo.duration\" is given twice"),
    ])
    func badFilesNameTheKeyAndWhy(text: String, message: String) {
        #expect {
            _ = try SpecJSON.assignments(file: text, catalogue: Self.catalogue)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func settingsAreKeyEqualsJSONOrACurveName() throws {
        #expect(try SpecJSON.assignment(setting: "demo.duration=0.7", catalogue: Self.catalogue) == SpecAssignment("demo.duration", .number(0.7)))
        #expect(try SpecJSON.assignment(setting: "demo.curve=easeOut", catalogue: Self.catalogue) == SpecAssignment("demo.curve", .curve(.easeOut)))
        #expect(try SpecJSON.assignment(setting: "demo.curve=[0,0,1,1]", catalogue: Self.catalogue) == SpecAssignment("demo.curve", .curve(.linear)))
        #expect(throws: SpecError.self) { try SpecJSON.assignment(setting: "demo.duration", catalogue: Self.catalogue) }
        #expect(throws: SpecError.self) { try SpecJSON.assignment(setting: "demo.duration=", catalogue: Self.catalogue) }
        #expect(throws: SpecError(key: nil, "no parameter name before the \"=\" (see segue spec --list)")) {
            try SpecJSON.assignment(setting: "=0.3", catalogue: Self.catalogue)
        }
        // Case does not hide the name meant.
        #expect(throws: SpecError(key: "DEMO.DURATION", "unknown parameter (did you mean demo.duration?)")) {
            try SpecJSON.assignment(setting: "DEMO.DURATION=1", catalogue: Self.catalogue)
        }
    }

    @Test func aWrittenSpecFileReadsBackAsTheSameSpec() throws {
        var spec = TransitionSpec(catalogue: Self.catalogue)
        try spec.apply([SpecAssignment("demo.duration", .number(0.123456789)), SpecAssignment("demo.curve", .curve(CubicBezier(0.1, -0.5, 0.9, 1.5))),
            SpecAssignment("demo.spring", .spring(SpringSpec(duration: 2, dampingRatio: 0.3)))])
        var back = TransitionSpec(catalogue: Self.catalogue)
        try back.apply(try SpecJSON.assignments(file: SpecJSON.file(spec), catalogue: Self.catalogue))
        #expect(back == spec)
    }

    @Test func aHeaderCarriesItsSpecAndAParameterEventItsValue() throws {
        var spec = TransitionSpec(catalogue: Self.catalogue)
        try spec.set("demo.duration", to: .number(0.9))
        let header = SessionHeader(appVersion: "1", scene: "catalogue", windowSize: Size(width: 400, height: 300), pixelScale: 1, slowAnimations: false, spec: spec)
        let event = SessionEvent.parameter(SpecAssignment("demo.curve", .curve(.linear)), time: 1.5)
        var parser = SessionParser(knownScenes: ["catalogue"], catalogue: Self.catalogue)
        #expect(try parser.parse(SessionRecord.header(header).jsonLine) == .header(header))
        #expect(try parser.parse(SessionRecord.event(event).jsonLine) == .event(event))
    }

    /// Reduce motion rides in the header's options; a header without it (recorded before it
    /// existed) had it off, and a mistyped one is an error naming the field.
    @Test func aHeaderCarriesReduceMotion() throws {
        var spec = TransitionSpec(catalogue: Self.catalogue)
        spec.reducesMotion = true
        let header = SessionHeader(appVersion: "1", scene: "catalogue", windowSize: Size(width: 400, height: 300), pixelScale: 1, slowAnimations: false, spec: spec)
        var parser = SessionParser(knownScenes: ["catalogue"], catalogue: Self.catalogue)
        let line = SessionRecord.header(header).jsonLine
        #expect(line.contains(#""reduceMotion":true"#))
        let backRecord = try parser.parse(line)
        let backHeader: SessionHeader? = if case .header(let header) = backRecord { header } else { nil }
        let back = try #require(backHeader, "not a header: \(backRecord)")
        #expect(back.spec.reducesMotion && back == header)
        let old = #"{"type":"header","format":"segue-session","version":2,"app":"0.1.0","scene":"catalogue","window":[800,600],"scale":1,"options":{"slowAnimations":false},"spec":{}}"#
        var fresh = SessionParser(knownScenes: ["catalogue"], catalogue: Self.catalogue)
        let hRecord = try fresh.parse(old)
        let hHeader: SessionHeader? = if case .header(let header) = hRecord { header } else { nil }
        let h = try #require(hHeader, "not a header: \(hRecord)")
        #expect(!h.spec.reducesMotion)
        var third = SessionParser(knownScenes: ["catalogue"], catalogue: Self.catalogue)
        #expect {
            _ = try third.parse(old.replacingOccurrences(of: #""slowAnimations":false"#, with: #""slowAnimations":false,"reduceMotion":1"#))
        } throws: { "\($0)".contains("options.reduceMotion") }
    }

    @Test func aVersionOneHeaderReadsWithTheDefaults() throws {
        let line = #"{"type":"header","format":"segue-session","version":1,"app":"0.1.0","scene":"catalogue","window":[800,600],"scale":1,"options":{"slowAnimations":false}}"#
        var parser = SessionParser(knownScenes: ["catalogue"], catalogue: Self.catalogue)
        let hRecord = try parser.parse(line)
        let hHeader: SessionHeader? = if case .header(let header) = hRecord { header } else { nil }
        let h = try #require(hHeader, "not a header: \(hRecord)")
        #expect(h.spec == TransitionSpec(catalogue: Self.catalogue))
    }

    @Test(arguments: [
        (#""spec":{"demo.nope":1}"#, "field \"spec\": demo.nope: unknown parameter"),
        (#""spec":{"demo.duration":99}"#, "field \"spec\": demo.duration: must be"),
        (#""spec":3"#, "missing or mistyped field \"spec\""),
    ])
    func aBadHeaderSpecIsAnErrorNamingTheKey(spec: String, message: String) {
        let line = #"{"type":"header","format":"segue-session","version":2,"app":"0.1.0","scene":"catalogue","window":[800,600],"scale":1,"options":{"slowAnimations":false},"# + spec + "}"
        var parser = SessionParser(knownScenes: ["catalogue"], catalogue: Self.catalogue)
        #expect {
            _ = try parser.parse(line)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func aParameterEventNamingAnUnknownParameterIsAnError() throws {
        var parser = SessionParser(knownScenes: ["catalogue"], catalogue: Self.catalogue)
        _ = try parser.parse(SessionRecord.header(SessionHeader(appVersion: "1", scene: "catalogue", windowSize: Size(width: 400, height: 300),
            pixelScale: 1, slowAnimations: false)).jsonLine)
        #expect {
            _ = try parser.parse(#"{"type":"parameter","t":1,"name":"demo.nope","value":1}"#)
        } throws: { error in
            (error as? SessionError)?.line == 2 && "\(error)".contains("parameter demo.nope: unknown parameter")
        }
    }
}
