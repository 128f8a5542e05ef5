import Foundation
import SegueTesting
import Testing

/// The feel of every drag in the example sessions, as `segue replay --feel` measures it from
/// the replayed frames, held to its targets: a grab moves nothing (at most 0.5 pt), the
/// transition tracks the pointer (95th percentile within 1 pt), and a release carries the
/// pointer's speed on (within 10%). A figure that does not apply is null and not held to
/// anything. The grab sessions must hold a grabbed drag ending the way their names say.
@Suite struct FeelTargetTests {
    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:])
    }

    static let sessions = Repository.root
        .appendingPathComponent("Assets/Sessions")

    static var sessionNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []).filter { $0.hasSuffix(".jsonl") }
            .map { String($0.dropLast(6)) }.sorted()
    }

    /// What `--feel` prints (the fields checked here).
    struct Report: Decodable {
        struct Spread: Decodable {
            let p95: Double
            let frames: Int
        }

        struct Decision: Decodable {
            let basis: String
            let outcome: String
        }

        struct Segment: Decodable {
            let serial: Int
            let operation: String
            let grabbed: Bool
            let grabJumpPt: Double?
            let trackingErrorPt: Spread?
            let releaseVelocityErrorPct: Double?
            let decision: Decision?

            enum CodingKeys: String, CodingKey {
                case serial, operation, grabbed, decision
                case grabJumpPt = "grab_jump_pt"
                case trackingErrorPt = "tracking_error_pt"
                case releaseVelocityErrorPct = "release_velocity_error_pct"
            }
        }

        let segments: [Segment]
    }

    static let grabJumpTarget = 0.5
    static let trackingP95Target = 1.0
    static let releaseVelocityTarget = 10.0

    /// Figures a recording misses, as measured, and why (session#drag figure). They run as
    /// known issues, so one that comes to meet its target fails here until it is removed.
    static let knownMisses: [String: String] = [
        "photos-card-edge-swipe#1 release_velocity_error_pct":
            "13% as measured (18% before its re-recording for the platforms' velocity tracker). The card leaves at the pointer's velocity by construction (ZoomTransitionTests measures it within 25 pt/s over a millisecond), but the meter fits a quadratic through the three frames after release; held at the page's left edge, the card's path moves fast there, and the impulse that cancels it decays (8/s) too quickly for a quadratic over 50 ms.",
    ]

    func report(_ name: String) throws -> Report {
        let path = FeelTargetTests.sessions.appendingPathComponent("\(name).jsonl").path
        let r = try segue(["replay", path, "--headless", "--no-render", "--feel"])
        try #require(r.status == 0, "\(name): \(r.stderr)")
        return try JSONDecoder().decode(Report.self, from: Data(r.stdout.utf8))
    }

    func check(_ name: String, _ s: Report.Segment, _ figure: String, _ value: Double?, within target: Double) {
        guard let value else { return }
        let key = "\(name)#\(s.serial) \(figure)"
        if let why = FeelTargetTests.knownMisses[key] {
            withKnownIssue(Comment(rawValue: why)) { #expect(value <= target, "\(key) = \(value), target <= \(target)") }
        } else {
            #expect(value <= target, "\(key) = \(value), target <= \(target)")
        }
    }

    @Test(arguments: FeelTargetTests.sessionNames)
    func everyDragMeetsTheFeelTargets(_ name: String) throws {
        for s in try report(name).segments {
            if s.grabbed { check(name, s, "grab_jump_pt", s.grabJumpPt, within: FeelTargetTests.grabJumpTarget) }
            check(name, s, "tracking_error_pt.p95", s.trackingErrorPt?.p95, within: FeelTargetTests.trackingP95Target)
            check(name, s, "release_velocity_error_pct", s.releaseVelocityErrorPct, within: FeelTargetTests.releaseVelocityTarget)
        }
    }

    /// Each grab session grabs its transition in flight and ends it the way its name says
    /// (a click lets it carry on: decided by where it was heading).
    @Test(arguments: [
        ("catalogue-push-grabbed-cancels", "push", "cancel", false),
        ("catalogue-pop-grabbed-finishes", "pop", "finish", false),
        ("logo-reveal-push-grabbed-cancels", "push", "cancel", false),
        ("logo-reveal-push-grabbed-finishes", "push", "finish", false),
        ("logo-reveal-pop-grabbed-finishes", "pop", "finish", false),
        ("logo-reveal-push-clicked-carries-on", "push", "finish", true),
        ("contacts-show-grabbed-cancels", "push", "cancel", false),
        ("contacts-hide-grabbed-finishes", "pop", "finish", false),
        ("side-by-side-push-grabbed-cancels", "push", "cancel", false),
        ("side-by-side-pop-grabbed-finishes", "pop", "finish", false),
        ("modal-zoom-present-grabbed-cancels", "present", "cancel", false),
        ("modal-zoom-present-grabbed-finishes", "present", "finish", false),
        ("modal-zoom-dismiss-grabbed-cancels", "dismiss", "cancel", false),
    ])
    func aGrabSessionGrabsAndEndsAsItsNameSays(name: String, operation: String, outcome: String, clicked: Bool) throws {
        let grabs = try report(name).segments.filter(\.grabbed)
        let match = grabs.first { $0.operation == operation && $0.decision?.outcome == outcome }
        #expect(match != nil, "\(name): no grabbed \(operation) that ends in \(outcome): \(grabs.map { "\($0.operation) \($0.decision?.outcome ?? "undecided")" })")
        if let match {
            #expect((match.decision?.basis == "heading") == clicked, "\(name): decided by \(match.decision?.basis ?? "nothing")")
            if !clicked { #expect(match.trackingErrorPt != nil, "\(name): no frame held under the pointer") }
        }
    }
}
