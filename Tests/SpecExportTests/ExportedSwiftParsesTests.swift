import Foundation
import Motion
import Scenes
import SpecExport
import Testing

/// The exported Swift is Swift: `swiftc -parse` takes it, and rejects it with a syntax error
/// injected (so the check can fail); against stubs of the SwiftUI and UIKit declarations it
/// uses, with their real signatures, it also type-checks.
@Suite struct ExportedSwiftParsesTests {
    static var swiftc: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var spec: TransitionSpec {
        var s = TransitionSpec(catalogue: SceneRegistry.catalogue)
        try! s.set("contacts.drawer.spring", to: .spring(SpringSpec(duration: 0.8, dampingRatio: 1.4)))
        return s
    }

    /// The declarations the export uses, with SwiftUI's and UIKit's signatures.
    static let stubs = """
        import Foundation
        struct CGVector { var dx: CGFloat; var dy: CGFloat }  // CoreGraphics' (Foundation on Linux has none)
        struct Animation {
            static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }
            static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation() }
        }
        class UITimingCurveProvider {}
        final class UICubicTimingParameters: UITimingCurveProvider { init(controlPoint1: CGPoint, controlPoint2: CGPoint) {} }
        final class UISpringTimingParameters: UITimingCurveProvider {
            init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {}
            init(dampingRatio: CGFloat, initialVelocity: CGVector) {}
        }

        """

    /// swiftc's exit status on `source` with `flags`.
    static func swiftc(_ flags: [String], _ source: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segue-export-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(swiftc, "no swiftc on PATH"))
        p.arguments = flags + ["-swift-version", "6", file.path]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, output)
    }

    @Test(arguments: [SpecExportFormat.swiftui, .uikit])
    func theExportParsesAndASyntaxErrorIsCaught(format: SpecExportFormat) throws {
        let code = SpecHandoff(Self.spec).code(format)
        let parsed = try Self.swiftc(["-parse"], code)
        #expect(parsed.status == 0, "\(parsed.output)")
        // A closing brace dropped from the first function: the same check fails.
        let broken = code.replacingOccurrences(of: "\n    }\n", with: "\n\n", options: [], range: code.range(of: "\n    }\n"))
        #expect(broken != code)
        let rejected = try Self.swiftc(["-parse"], broken)
        #expect(rejected.status != 0 && rejected.output.contains("error"), "\(rejected.output)")
    }

    @Test(arguments: [SpecExportFormat.swiftui, .uikit])
    func theExportTypeChecksAgainstTheFrameworksSignatures(format: SpecExportFormat) throws {
        let code = SpecHandoff(Self.spec).code(format)
        let module = format == .swiftui ? "import SwiftUI\n" : "import UIKit\n"
        #expect(code.contains(module))
        let checked = try Self.swiftc(["-typecheck"], Self.stubs + code.replacingOccurrences(of: module, with: ""))
        #expect(checked.status == 0, "\(checked.output)")
        // A wrong label is a type error the same check reports.
        let (label, other) = format == .swiftui ? ("duration: 0.35", "seconds: 0.35") : ("controlPoint1:", "point1:")
        #expect(code.contains(label))
        let wrong = Self.stubs + code.replacingOccurrences(of: module, with: "").replacingOccurrences(of: label, with: other)
        #expect(try Self.swiftc(["-typecheck"], wrong).status != 0)
    }
}
