import ArgumentParser
import Foundation
import Motion
import Navigation
import Host

/// What shell completion (`segue --generate-completion-script bash|zsh|fish`) offers for each
/// kind of value: scene ids, spec keys, platforms, session and spec files.
enum Completions {
    static var scenes: CompletionKind { .list(HostedApp.app.sceneIDs) }
    static var physics: CompletionKind { .list(PhysicsPreset.all.map(\.name)) }
    /// `--set`/`--b-set`: every spec key, as `KEY=` for the value to follow.
    static var settings: CompletionKind { .list(HostedApp.app.catalogue.parameters.map { $0.name + "=" }) }
    static var sessions: CompletionKind { .file(extensions: ["jsonl"]) }
    static var specFiles: CompletionKind { .file(extensions: ["json"]) }
    static var fonts: CompletionKind { .file(extensions: ["ttf", "otf"]) }
    static var svg: CompletionKind { .file(extensions: ["svg"]) }

    /// `sweep --param`: asked of the binary as the shell completes (`.custom`), since the
    /// candidates depend on what is typed: the number parameters as `KEY=`, and once a key
    /// and `=` are typed, that key over its whole range (`KEY=FROM..TO:STEP`).
    static var sweepParams: CompletionKind { .custom { _, _, typed in sweepCandidates(typed) } }

    static func sweepCandidates(_ typed: String) -> [String] {
        let numbers = HostedApp.app.catalogue.parameters.compactMap { p -> (String, ClosedRange<Double>)? in
            if case .number(_, let range) = p.kind { return (p.name, range) }
            return nil
        }
        if let eq = typed.firstIndex(of: "=") {
            let key = String(typed[..<eq])
            guard let (_, range) = numbers.first(where: { $0.0 == key }) else { return [] }
            let step = niceStep((range.upperBound - range.lowerBound) / 10)
            return ["\(key)=\(SpecParameter.text(range.lowerBound))..\(SpecParameter.text(range.upperBound)):\(SpecParameter.text(step))"]
        }
        return numbers.map { $0.0 + "=" }.filter { $0.hasPrefix(typed) }
    }

    /// `rough` rounded down to 1, 2 or 5 times a power of ten (0.098 -> 0.05).
    static func niceStep(_ rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let power = pow(10, (log10(rough)).rounded(.down))
        return [5.0, 2, 1].first { $0 * power <= rough }.map { $0 * power } ?? power
    }
}
