import ArgumentParser
import Foundation
import Motion
import Outputs
import Runtime

/// `segue compare A.jsonl B.jsonl -o OUT.svg`: replays two sessions without pixels and draws
/// both runs on shared axes with a table of their differences; prints a one-line summary.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay two sessions and draw them on shared axes with a table of their differences (SVG).",
        discussion: """
            Both sessions are replayed headless without pixels. The SVG shows each run's transition progress, tracked point and pan velocity against the session's time (run A in blue, run B in orange, dashed), every release decision and every input that came in another state than recorded (a run under other parameters times its inputs by the app's state: docs/TUNING.md) marked and labelled, and a table of end state (scene, stack, presented page, transitions completed and cancelled, duration, frames) and each drag's feel figures (grab jump, tracking error p95, release, release velocity error, decision), the rows that differ marked. A one-line summary of the differences goes to standard output (to standard error when the SVG does).
            Exit codes: 0 written; 1 the output or the summary line could not be written (nothing is left half-written; a reader of standard output that left ends it quietly by SIGPIPE); 2 a session or an option is invalid; 130, 143, 131 stopped by SIGINT, SIGTERM, SIGQUIT.
            """
    )

    @Argument(help: ArgumentHelp("Run A's session file (JSON Lines).", valueName: "a.jsonl"), completion: Completions.sessions)
    var a: String

    @Argument(help: ArgumentHelp("Run B's session file (default: A's, to compare one session under two sets of parameters).", valueName: "b.jsonl"), completion: Completions.sessions)
    var b: String?

    @OptionGroup(title: "Run A's parameters (over its recording's)")
    var specA: SpecOptions

    @OptionGroup(title: "Run B's parameters (over its recording's)")
    var specB: SpecOptionsB

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The SVG file to write ('-': standard output).", valueName: "out.svg"), completion: Completions.svg)
    var output: String

    @Option(name: .customLong("label-a"), help: ArgumentHelp("Run A's name on the plot and in the summary (default: the file's name).", valueName: "text"))
    var labelA: String?

    @Option(name: .customLong("label-b"), help: ArgumentHelp("Run B's name (default: the file's name).", valueName: "text"))
    var labelB: String?

    @Flag(name: .customLong("recorded-times"), help: "Under other parameters, deliver every input at its recorded time instead of re-anchoring the clicks, keys and drags recorded at rest to when the app comes to rest (docs/TUNING.md).")
    var recordedTimes = false

    @Option(help: ArgumentHelp("A .ttf font to lay the scenes out with instead of the system's DejaVu Sans.", valueName: "file"), completion: Completions.fonts)
    var font: String?

    func validate() throws {
        if output != "-", let problem = OutputFile.extensionProblem(output, option: "--output", expected: "svg") { throw ValidationError(problem) }
        for (name, label) in [("--label-a", labelA), ("--label-b", labelB)] {
            guard let label else { continue }
            if label.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("\(name) must not be empty") }
            if label.contains(where: \.isNewline) { throw ValidationError("\(name) must be one line") }
        }
        _ = try specA.assignments()
        _ = try specB.assignments()
    }


    func run() throws {
        func side(_ file: String, _ label: String?, _ overrides: [SpecAssignment]) -> CompareOptions.Side {
            var replay = ReplayOptions(file: file, app: HostedApp.app)
            replay.font = font
            replay.overrides = overrides
            replay.recordedTimes = recordedTimes
            replay.name = label
            // A session that cannot be read departs in no known way; its replay says why.
            let departures = (try? Departures(session: file, app: HostedApp.app, overrides: overrides)) ?? Departures()
            return CompareOptions.Side(replay: replay, label: replay.label(departing: departures))
        }
        let options = CompareOptions(a: side(a, labelA, try specA.assignments()), b: side(b ?? a, labelB, try specB.assignments()), output: output)
        // A signal stops the replays at their next frame; compare then exits 128 + the signal.
        StopSignal.catchSignals()
        let (code, summary) = MainActor.assumeIsolated {
            let stderr = ProgressOutput()
            var compare = Compare(options, report: stderr.report)
            compare.progress = stderr.progress
            return compare.run()
        }
        if let stopped = StopSignal.exitCode { throw ExitCode(stopped) }
        if let summary {
            if output == OutputFile.standardOutput { FileHandleStderr.write(summary + "\n") } else { try ResultOutput.print(summary, command: "compare") }
        }
        if code != 0 { throw ExitCode(code) }
    }
}
