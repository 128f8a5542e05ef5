import Foundation
import Motion
import Navigation
import Scenes
import SpecExport
import Testing
import Views

/// The exported release rules decide as Segue does: the UIKit export, compiled with the
/// framework stubs and a small main that calls every release function on a grid of releases
/// (progress -0.2...1.2 by 0.05, velocity -3000...3000 pt/s by 125, progressVelocity that
/// velocity over a 400 pt page), is run, and each of its answers is compared with the
/// engine's own decision for the same drag under the same spec: `ReleaseRule.decide` with the
/// drag's rule and its `ReleaseParameters`, or `Paging.targetPage` for the pager. Under the
/// defaults and under Flutter's physics (another projection time); a threshold written wrong
/// is caught.
@Suite struct ExportedReleaseRulesDecideTests {
    /// What decides a drag's release in the engine.
    enum Engine: Sendable {
        /// `InteractiveDrag(rule: kind)` with `releaseParameters`.
        case rule(ReleaseRule.Kind, ReleaseParameters)
        /// `ScrollView`'s paging: `Paging.targetPage` with the flick speed.
        case paging(SpecParameter)

        var keys: Set<String> {
            switch self {
            case .rule(_, let r): return Set([r.threshold, r.projectionTime, r.flickSpeed].compactMap { $0?.name })
            case .paging(let p): return [p.name]
            }
        }

        /// Whether the engine finishes (turns the page on) this release under `spec`.
        func finishes(_ spec: TransitionSpec, progress: Double, velocity: Double, progressVelocity: Double) -> Bool {
            switch self {
            case .rule(let kind, let parameters):
                let rule = parameters.resolve(ReleaseRule(kind), in: spec)
                return rule.decide(progress: progress, velocity: velocity, progressVelocity: progressVelocity).outcome == .finish
            case .paging(let flick):
                // From page 0 of two, a page one long: the offset is the progress.
                return Paging.targetPage(offset: progress, velocity: velocity, pageLength: 1, pageCount: 2, flickSpeed: spec.number(flick)) == 1
            }
        }

        /// The progress a release of this kind can have: a pager's position past its next
        /// page (or before its own) belongs to another pair of pages, so its rule is read
        /// from 0 to 1; the drags' rules over the whole grid.
        func covers(progress: Double) -> Bool {
            if case .paging = self { return (0...1).contains(progress) }
            return true
        }
    }

    /// A catalogue parameter by name (the scenes' own are internal to them).
    static func key(_ name: String) -> SpecParameter { try! SceneRegistry.catalogue.parameter(named: name) }

    /// Every drag that reads release numbers from the spec, as the engine configures it (the
    /// type that sets its rule and `releaseParameters` first).
    static let drags: [(configured: String, engine: Engine)] = [
        ("NavigationController, PresentationContainerView",
         .rule(.projection, ReleaseParameters(threshold: NavigationParameters.edgeThreshold, projectionTime: NavigationParameters.edgeProjectionTime))),
        ("ZoomTransition",
         .rule(.projection, ReleaseParameters(threshold: NavigationParameters.zoomCardThreshold, projectionTime: NavigationParameters.zoomCardProjectionTime))),
        ("SideBySideNavigationController",
         .rule(.halfwayOrFlick, ReleaseParameters(threshold: key("side-by-side.release.threshold"), flickSpeed: key("side-by-side.release.flick-speed")))),
        ("ModalZoomDetailViewController", .rule(.halfway, ReleaseParameters(threshold: key("modal-zoom.release.threshold")))),
        ("LogoRevealViewController", .rule(.halfway, ReleaseParameters(threshold: key("logo-reveal.release.threshold")))),
        ("SheetsTabBarController",
         .rule(.projection, ReleaseParameters(threshold: key("sheets.tab.release.threshold"), projectionTime: key("sheets.tab.release.projection-time")))),
        ("ScrollView+Motion", .paging(ScrollParameters.pagingFlickSpeed)),
    ]

    /// The grid, as whole numbers the main scales: progress k / 20 (so 0, 0.5 and 1 are
    /// exact, and releases right on a threshold are among the points), velocity j · 125 pt/s.
    /// The program prints the values it used, which the test reads back.
    static let progressSteps = -4...24, velocitySteps = -24...24
    static let pageLength = 400.0

    /// An exported release function: its name, arguments and the keys its comment names.
    struct Function {
        let name: String
        let arguments: [String]
        let keys: Set<String>
    }

    /// Every `static func ...(...) -> Bool` of the export, with the keys of the doc comment
    /// line above it that names them.
    static func functions(_ code: String) -> [Function] {
        var out: [Function] = [], keys: Set<String> = []
        for line in code.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("/// `") {
                keys = Set(line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
            } else if line.hasPrefix("static func "), line.hasSuffix(") -> Bool {") {
                let head = line.dropFirst("static func ".count).dropLast(") -> Bool {".count)
                guard let open = head.firstIndex(of: "(") else { continue }
                let arguments = head[head.index(after: open)...].split(separator: ",").map { String($0.split(separator: ":")[0]).trimmingCharacters(in: .whitespaces) }
                out.append(Function(name: String(head[..<open]), arguments: arguments, keys: keys))
            }
        }
        return out
    }

    /// A main that prints, for every function and grid point, `name progress velocity
    /// progressVelocity decision`.
    static func main(_ functions: [Function]) -> String {
        var s = """

            let progresses = (\(progressSteps.lowerBound)...\(progressSteps.upperBound)).map { Double($0) / 20 }
            let velocities = (\(velocitySteps.lowerBound)...\(velocitySteps.upperBound)).map { Double($0) * 125 }
            for p in progresses {
                for v in velocities {
                    let pv = v / \(pageLength)

            """
        for f in functions {
            let call = f.arguments.map { "\($0): \(["progress": "p", "velocity": "v", "progressVelocity": "pv"][$0] ?? "nan")" }.joined(separator: ", ")
            s += "        print(\"\(f.name)\", p, v, pv, SegueSpec.\(f.name)(\(call)))\n"
        }
        return s + "    }\n}\n"
    }

    /// The export compiled with the stubs and `main`, run; every line of its output.
    static func run(_ code: String, _ functions: [Function]) throws -> [Substring] {
        let exe = FileManager.default.temporaryDirectory.appendingPathComponent("segue-release-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: exe) }
        let source = ExportedSwiftParsesTests.stubs + code.replacingOccurrences(of: "import UIKit\n", with: "") + main(functions)
        let built = try ExportedSwiftParsesTests.swiftc(["-o", exe], source)
        try #require(built.status == 0, "\(built.output)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        try #require(p.terminationStatus == 0)
        return output.split(separator: "\n")
    }

    /// Where the exported functions of `code` (written from `spec`) decide otherwise than the
    /// engine, as `name(progress, velocity, progressVelocity): exported x, Segue y`; and how
    /// many points were compared.
    static func disagreements(_ code: String, spec: TransitionSpec) throws -> (found: [String], compared: Int) {
        let functions = Self.functions(code)
        // Each drag has its function, and each function is one drag's.
        var engines: [String: Engine] = [:]
        for f in functions {
            let matching = drags.filter { $0.engine.keys == f.keys }
            try #require(matching.count == 1, "\(f.name) (\(f.keys.sorted())): \(matching.count) drags read those keys")
            engines[f.name] = matching[0].engine
        }
        for d in drags { #expect(functions.contains { $0.keys == d.engine.keys }, "no exported function for \(d.configured)'s \(d.engine.keys.sorted())") }
        let lines = try run(code, functions)
        #expect(lines.count == functions.count * progressSteps.count * velocitySteps.count, "\(lines.count) lines")
        var found: [String] = [], compared = 0
        for line in lines {
            let f = line.split(separator: " ")
            guard f.count == 5, let engine = engines[String(f[0])], let p = Double(f[1]), let v = Double(f[2]), let pv = Double(f[3]),
                  let exported = Bool(String(f[4])) else {
                Issue.record("not a result line: \(line)")
                continue
            }
            guard engine.covers(progress: p) else { continue }
            compared += 1
            let segue = engine.finishes(spec, progress: p, velocity: v, progressVelocity: pv)
            if exported != segue { found.append("\(f[0])(\(p), \(v), \(pv)): exported \(exported), Segue \(segue)") }
        }
        return (found, compared)
    }

    /// The defaults, or with a platform's physics preset applied.
    static func spec(physics: String) throws -> TransitionSpec {
        var spec = TransitionSpec(catalogue: SceneRegistry.catalogue)
        if physics != "defaults" { try spec.apply(PhysicsPreset.named(physics).assignments) }
        return spec
    }

    @Test(arguments: ["defaults", "flutter"])
    func everyExportedReleaseDecidesAsSegueAtEveryPoint(physics: String) throws {
        let spec = try Self.spec(physics: physics)
        let code = SpecHandoff(spec).code(.uikit)
        // Under Flutter's physics the edge swipe projects 0.5 s ahead, not 0.2 s.
        let time = physics == "flutter" ? "0.5" : "0.2"
        #expect(code.contains("progress + progressVelocity * \(time) >= 0.5"), "\(code)")
        let (found, compared) = try Self.disagreements(code, spec: spec)
        #expect(found.isEmpty, "\(found.count) disagreements: \(found.prefix(10).joined(separator: "; "))")
        // Six drags over the whole grid, the pager over progress 0...1 (21 of 29 values).
        #expect(compared == (6 * 29 + 21) * 49, "\(compared)")
    }

    @Test func aThresholdWrittenWrongIsCaught() throws {
        let spec = try Self.spec(physics: "defaults")
        let code = SpecHandoff(spec).code(.uikit)
        let right = "velocity >= 1000 || progress >= 0.5\n"
        #expect(code.contains(right))
        let wrong = code.replacingOccurrences(of: right, with: "velocity >= 1000 || progress >= 0.55\n")
        let (found, _) = try Self.disagreements(wrong, spec: spec)
        // Let go slower than a flick between 0.5 and 0.55 of the way: Segue finishes, the
        // wrong code does not.
        // Only there: at 0.5 (of the grid's progress values, the one in 0.5..<0.55) under
        // 1,000 pt/s (32 of the 49 velocities).
        #expect(found.count == 32, "\(found.count): \(found.prefix(5))")
        #expect(found.allSatisfy { $0.hasPrefix("sideBySideReleaseFinishes(0.5") }, "\(found.prefix(5))")
    }
}
