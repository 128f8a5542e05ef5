import Foundation
import Plots
import Runtime
import SegueTesting
import Sessions
import DemoTesting
import Scenes

/// The example sessions in Assets/Sessions, replayed in-process as `segue replay --headless
/// --no-render --feel` does, with the trace collected.
@MainActor
enum ExampleSession {
    static let folder = Repository.root
        .appendingPathComponent("Assets/Sessions")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name + ".jsonl").path }

    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    static func replay(_ name: String) throws -> (run: ReplayRun, trace: ReplayTrace, summary: SessionSummary) {
        DummyVideo.use()
        var options = ReplayOptions(file: path(name), app: DemoApp.repository)
        options.headless = true
        options.noRender = true
        options.feel = true
        var said: [String] = []
        let run = Replay(options, report: { said.append($0) }).run(tracing: true)
        guard run.code == 0, let trace = run.trace, let summary = run.summary else {
            throw Failed(description: "\(name): exit \(run.code): \(said.joined(separator: "; "))")
        }
        return (run, trace, summary)
    }

    /// The times of the pointer events in the session file.
    static func pointerEventTimes(_ name: String) throws -> [Double] {
        let text = try String(contentsOfFile: path(name), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.contains("\"type\":\"pointer\"") }.compactMap { line in
            guard let r = line.range(of: #""t":[0-9.e-]+"#, options: .regularExpression) else { return nil }
            return Double(line[r].dropFirst(4))
        }
    }
}
