import Foundation
import Motion
import Host

/// The examples in the options' help, drawn from the hosted app's own parameters (its
/// catalogue first, the navigation's after, which every app has), so an app on the host is
/// never shown a demo's key it does not have.
enum HelpExamples {
    /// The app's parameters before the navigation's.
    static var parameters: [SpecParameter] {
        let all = HostedApp.app.catalogue.parameters
        let engine = all.filter { $0.name.hasPrefix("navigation.") }
        return all.filter { !$0.name.hasPrefix("navigation.") } + engine
    }

    static func number(preferring suffix: String) -> SpecParameter? {
        let numbers = parameters.filter { if case .number = $0.kind { true } else { false } }
        return numbers.first { $0.name.hasSuffix(suffix) } ?? numbers.first
    }

    /// `KEY=VALUE` for a number, at its default (always a value it takes).
    static func setting(preferring suffix: String) -> String? {
        number(preferring: suffix).map { "\($0.name)=\(SpecParameter.text($0.defaultNumber))" }
    }

    /// `--set`: a duration and, where the app has one, a curve.
    static var set: String {
        let curve = parameters.first { $0.kind == .curve }.map { "\($0.name)=[0.2,0.8,0.2,1]" }
        return [setting(preferring: ".duration"), curve].compactMap { $0 }.joined(separator: " or ")
    }

    /// `--b-set`: a release threshold, where the app has one.
    static var bSet: String { setting(preferring: ".threshold") ?? "KEY=VALUE" }

    /// `sweep --param`: a threshold over the middle of its range, in twelve or so steps.
    static var sweep: String {
        guard let p = number(preferring: ".threshold"), case .number(_, let range) = p.kind else { return "KEY=FROM..TO:STEP" }
        let width = range.upperBound - range.lowerBound
        let step = Completions.niceStep(width / 12)
        let from = ((range.lowerBound + width * 0.2) / step).rounded() * step
        let to = ((range.lowerBound + width * 0.8) / step).rounded() * step
        return "\(p.name)=\(SpecParameter.text(from))..\(SpecParameter.text(to)):\(SpecParameter.text(step))"
    }
}
