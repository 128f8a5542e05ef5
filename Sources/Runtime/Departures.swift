import Host
import Motion
import Sessions

/// How a replay under other parameters departs from its recording: the parameters that
/// start at other values, and the recording's changes it skips (the values it was given
/// hold). Empty: the replay is the recording.
public struct Departures: Sendable {
    public var start: [(parameter: SpecParameter, recorded: SpecValue, replayed: SpecValue)] = []
    public var skipped: [SpecAssignment] = []

    public init() {}

    /// Reads the session through to find its recorded changes.
    public init(session file: String, app: any SegueApp, overrides: [SpecAssignment]) throws(SessionError) {
        guard !overrides.isEmpty else { return }
        let extent = try SessionExtent.read(SessionReader(appSession: file, app: app))
        do {
            (start, skipped) = try extent.departures(under: overrides)
        } catch {
            throw SessionError(line: 1, "\(error)")
        }
    }

    public var isEmpty: Bool { start.isEmpty && skipped.isEmpty }

    /// What to say about them: which parameters differ and which recorded changes are skipped.
    public var description: String {
        var parts: [String] = []
        if !start.isEmpty {
            parts.append("under other parameters than recorded (" + start.map { "\($0.parameter.name) \(SpecParameter.describe($0.recorded)) -> \(SpecParameter.describe($0.replayed))" }
                .joined(separator: ", ") + ")")
        }
        if !skipped.isEmpty {
            let names = skipped.reduce(into: [String]()) { if !$0.contains($1.name) { $0.append($1.name) } }
            parts.append("the recording's \(skipped.count) change\(skipped.count == 1 ? "" : "s") to \(names.joined(separator: ", ")) skipped (the values given hold)")
        }
        return parts.joined(separator: "; ") + ": the frames are not the recorded ones, so their digests are not checked"
    }
}
