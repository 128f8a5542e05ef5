import Foundation
import Motion
import Scenes
import SegueTesting
import Testing
import DemoTesting

/// The durations, curves, distances and release rules that the docs quote in prose are the
/// spec's defaults: each quote is written here once with the parameters it states, built from
/// the catalogue's values, and must stand in its document word for word. Change a default
/// and the docs must change with it.
@Suite struct DocsNumbersTests {
    struct Quote: CustomStringConvertible, Sendable {
        let file: String
        /// The text with `{key}` where a parameter's default stands.
        let text: String
        var description: String { "\(file): \(text)" }
    }

    static let quotes: [Quote] = [
        Quote(file: "docs/DEMOS.md", text: "grows 150 times in {logo-reveal.push.duration} on an {logo-reveal.push.curve} curve"),
        Quote(file: "docs/DEMOS.md", text: "the list shrinks to 0.01 over the logo page in {logo-reveal.pop.duration}"),
        Quote(file: "docs/DEMOS.md", text: "progress is |dx| / {logo-reveal.progress.distance}"),
        Quote(file: "docs/DEMOS.md", text: "right moves the push or the pop forward, left back; {logo-reveal.progress.distance} is the whole transition"),
        Quote(file: "docs/DEMOS.md", text: "from a circle to the full page in {contacts.show.duration} ({contacts.show.curve})"),
        Quote(file: "docs/DEMOS.md", text: "A pop or push on its own runs {side-by-side.duration} {side-by-side.curve}"),
        Quote(file: "docs/DEMOS.md", text: "a flick to the right of at least {side-by-side.release.flick-speed} pops"),
        Quote(file: "docs/DEMOS.md", text: "grows to the whole window in {modal-zoom.duration}\n({modal-zoom.curve})"),
        Quote(file: "docs/DEMOS.md", text: "The viewer zooms out of its thumbnail ({navigation.zoom.duration}, a `ZoomTransition`)"),
        Quote(file: "docs/DEMOS.md", text: "that comes up from the\nbottom in {navigation.sheet.duration} and rests"),
        Quote(file: "docs/TUNING.md", text: "(`duration` {navigation.sheet.duration}, `curve`)"),
        Quote(file: "docs/TUNING.md", text: "the slide\n(`duration` {sheets.tab.duration}, `curve`)"),
        Quote(file: "docs/TUNING.md", text: "from medium to large (`backdrop-scale` {navigation.sheet.backdrop-scale}, its corners"),
        Quote(file: "docs/DEMOS.md", text: "to {navigation.sheet.backdrop-scale} of its size with rounded corners at large"),
        Quote(file: "docs/DEMOS.md", text: "as the other page slides out, in {sheets.tab.duration}."),
        Quote(file: "docs/DEMOS.md", text: "let go,\n{sheets.tab.release.projection-time} of its speed is projected and past half way"),
        Quote(file: "docs/TUNING.md", text: "the gap above a large one (`large-top-gap`\n{navigation.sheet.large-top-gap})"),
        Quote(file: "docs/TUNING.md", text: "(`dimming` {navigation.sheet.dimming}; in proportion below"),
        Quote(file: "docs/ENGINE.md", text: "{navigation.push.duration} on a cubic curve {navigation.push.curve}"),
        Quote(file: "docs/ENGINE.md", text: "({navigation.zoom.duration}, `navigation.zoom.duration` and `.curve`)"),
        Quote(file: "docs/ENGINE.md", text: "by projection ({navigation.zoom.card.projection-time} ahead, past {navigation.zoom.card.threshold} of the height"),
    ]

    /// How the docs write a parameter's default: "2.0 s" and "0.45 s", "200 pt",
    /// "1,000 pt/s", a fraction as is, a named curve as words ("ease-in-out"), a cubic as its
    /// four numbers.
    static func written(_ key: String) throws -> String {
        let parameter = try #require(SceneRegistry.catalogue[key], "no parameter \(key)")
        let spec = TransitionSpec(catalogue: SceneRegistry.catalogue)
        switch parameter.kind {
        case .number(.seconds, _):
            let s = spec.number(parameter)
            return (s == s.rounded() ? String(format: "%.1f", s) : trimmed(s)) + " s"
        case .number(.points, _):
            return grouped(spec.number(parameter)) + " pt"
        case .number(.pointsPerSecond, _):
            return grouped(spec.number(parameter)) + " pt/s"
        case .number(.progress, _), .number(.ratio, _):
            return trimmed(spec.number(parameter))
        case .curve:
            let c = spec.bezier(parameter)
            if let name = CubicBezier.name(of: c), name != "default", name != "linear" {
                return name.replacing(/([A-Z])/) { "-" + $0.output.1.lowercased() }
            }
            return "(" + [c.x1, c.y1, c.x2, c.y2].map(trimmed).joined(separator: ", ") + ")"
        default:
            Issue.record("\(key): the docs quote no \(parameter.kind) yet; say here how they write it")
            return ""
        }
    }

    static func trimmed(_ x: Double) -> String {
        var s = String(format: "%.4f", x)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    static func grouped(_ x: Double) -> String {
        let whole = Int(x.rounded())
        return whole >= 1000 ? "\(whole / 1000),\(String(format: "%03d", whole % 1000))" : trimmed(x)
    }

    /// The quote with its parameters' defaults in place.
    static func filled(_ text: String) throws -> String {
        var out = "", rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            out += try written(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    @Test(arguments: DocsNumbersTests.quotes)
    func theDocsQuoteTheDefaults(_ quote: Quote) throws {
        let doc = try String(contentsOf: Repository.root.appendingPathComponent(quote.file), encoding: .utf8)
        let expected = try Self.filled(quote.text)
        #expect(doc.contains(expected), "\(quote.file) should say \"\(expected)\"")
    }

    /// The check can fail: a default other than the one quoted is not found.
    @Test func aChangedDefaultIsNotFoundInTheDocs() throws {
        let doc = try String(contentsOf: Repository.root.appendingPathComponent("docs/DEMOS.md"), encoding: .utf8)
        #expect(try doc.contains(Self.filled("runs {side-by-side.duration} {side-by-side.curve}")))
        #expect(!doc.contains("runs 0.5 s ease-in-out"))
        #expect(try Self.written("side-by-side.release.flick-speed") == "1,000 pt/s")
        #expect(try Self.written("logo-reveal.push.duration") == "2.0 s")
        #expect(try Self.written("navigation.push.curve") == "(0.2, 0.8, 0.2, 1)")
        #expect(try Self.written("logo-reveal.push.curve") == "ease-in")
    }
}
