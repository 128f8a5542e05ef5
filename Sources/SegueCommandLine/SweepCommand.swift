import ArgumentParser
import Foundation
import Outputs
import Runtime
import Host

/// `segue sweep HANDS... --param KEY=FROM..TO:STEP [--physics P]`: every hand replayed,
/// headless without pixels, under every point of a grid of one or two parameters (after a
/// platform's physics preset, if given), in parallel worker processes; what came out as JSON
/// Lines (`--json`) or a short summary, and as a heat map.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Replay recorded hands under a grid of transition parameters (docs/TUNING.md, Sweeps).",
        discussion: """
            Each hand (a session file, or every *.jsonl in a folder) is replayed headless without pixels under each grid point, in worker processes (one per core unless --jobs says), and its last release decision (finish or cancel), end state and feel figures are kept. A hand labelled with `segue label` is counted as ending as meant or not at each point.
            At most two --param, and at most 10000 replays in all.
            A replay that makes no progress for --replay-limit seconds is stopped and reported as stuck, by its hand; a worker that dies is reported with its cause. Either way the other replays go on and every outcome is kept.
            Exit codes: 0 swept; 1 a replay failed, stuck or crashed, or an output could not be written; 2 a hand or an option is invalid; 130, 143, 131 stopped by SIGINT, SIGTERM, SIGQUIT (the workers with it).
            """
    )

    @Argument(help: ArgumentHelp("Session files, or folders of them (*.jsonl).", valueName: "hands"), completion: Completions.sessions)
    var hands: [String] = []

    @Option(name: .customLong("param"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A number parameter and its values, e.g. \(HelpExamples.sweep) (one or two).", valueName: "key=from..to:step"), completion: Completions.sweepParams)
    var params: [String] = []

    @Option(name: .customLong("physics"),
        help: ArgumentHelp("Replay every hand under a platform's physics: uikit (the defaults), flutter or android (before each grid point's values).", valueName: "platform"), completion: Completions.physics)
    var physics: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Draw the outcomes as a heat map into this SVG file.", valueName: "out.svg"), completion: Completions.svg)
    var output: String?

    @Flag(help: "Print one compact JSON line per hand and grid point on stdout instead of the summary.")
    var json = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Worker processes (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Option(name: .customLong("replay-limit"), parsing: .unconditional,
        help: ArgumentHelp("Seconds a replay may go without progress (its worker tells of every 30 frames) before its worker is stopped and the replay reported as stuck (default: 30 s and 10 ms a frame).", valueName: "seconds"))
    var replayLimit: Double?

    func validate() throws {
        if hands.isEmpty { throw ValidationError("no hands: give session files or folders of them") }
        if let jobs, jobs < 1 || jobs > 64 { throw ValidationError("--jobs must be a whole number from 1 to 64 (got \(jobs))") }
        if let replayLimit, !(replayLimit >= 0.1 && replayLimit <= 86400) { throw ValidationError("--replay-limit must be from 0.1 to 86400 seconds (got \(replayLimit))") }
        if let output, let problem = OutputFile.extensionProblem(output, option: "-o", expected: "svg") { throw ValidationError(problem) }
        do { _ = try SweepGrid(params, hands: 1, catalogue: HostedApp.app.catalogue) } catch { throw ValidationError(error.description) }
        if physics != nil {
            do { _ = try SpecFile.resolve(physics: physics, files: [], settings: [], catalogue: HostedApp.app.catalogue) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let stderr = ProgressOutput()
        // Everything that can be wrong with the input is found before any replay.
        let input: SweepInput
        do { input = try readInput() } catch {
            stderr.report(ErrorLine.text(error.description))
            throw ExitCode(2)
        }
        let files = input.files, grid = input.grid
        if let output {
            do { try OutputFile(path: output).checkWritable() } catch {
                stderr.report(ErrorLine.text("\(error)"))
                throw ExitCode(1)
            }
        }
        let points = grid.points
        let work = files.flatMap { hand in
            points.map { point in
                SweepJob(hand: hand, physics: physics, settings: grid.settings(point), params: Dictionary(uniqueKeysWithValues: zip(grid.axes.map(\.name), point)))
            }
        }
        let started = Date()
        let limits = work.map { replayLimit ?? 30 + 0.01 * Double(input.frames[$0.hand] ?? 0) }
        var (outcomes, workers) = try replay(work, limits: limits, stderr: stderr)
        let seconds = Date().timeIntervalSince(started)
        for i in outcomes.indices {
            outcomes[i].recorded = input.recorded[outcomes[i].hand] ?? [:]
            outcomes[i].label = input.labels[outcomes[i].hand]
        }
        let analysis = SweepAnalysis(grid: grid, hands: files, outcomes: outcomes, labels: input.labels)
        let failures = outcomes.filter { $0.error != nil }
        if json {
            try ResultOutput.print(outcomes.map(\.jsonLine).joined(separator: "\n"), command: "sweep")
        } else {
            var lines = SweepSummaryText.lines(analysis, failures: failures, departed: outcomes.filter { !$0.departures.isEmpty })
            if let physics { lines[0] += ", \(physics) physics" }
            lines[0] += String(format: ": %d replays in %.1f s (%.1f a second, %d workers)", work.count, seconds, Double(work.count) / max(seconds, 1e-9), workers)
            try ResultOutput.print(lines.joined(separator: "\n"), command: "sweep")
        }
        if let output {
            let title = "Segue sweep" + (physics.map { " under \($0) physics" } ?? "") + ": "
                + grid.axes.map(\.name).joined(separator: " x ") + " over \(files.count) hands"
            do { try OutputFile(path: output).write(Array(SweepHeatMap(analysis).svg(title: title).utf8)) } catch {
                stderr.report(ErrorLine.text("\(error)"))
                throw ExitCode(1)
            }
        }
        if !failures.isEmpty {
            if json { for f in failures { stderr.report(ErrorLine.text("\(f.hand) under \(physics.map { "--physics \($0) " } ?? "")\(grid.settings(grid.axes.map { f.params[$0.name] ?? .nan }).joined(separator: " ")): \(f.error ?? "")")) } }
            throw ExitCode(1)
        }
    }

    /// The hands, the grid over them, each hand's recorded values of the grid's parameters
    /// and its label.
    private struct SweepInput {
        var files: [String]
        var grid: SweepGrid
        var recorded: [String: [String: Double]] = [:]
        var frames: [String: Int] = [:]
        var labels: [String: String] = [:]
    }

    private func readInput() throws(SweepError) -> SweepInput {
        let files = try SweepHands.expand(hands)
        var input = SweepInput(files: files, grid: try SweepGrid(params, hands: files.count, catalogue: HostedApp.app.catalogue))
        // Every point under the preset is a spec the engine takes (the release spring's
        // quickest frequency not below its slowest), or the sweep does not start.
        for point in input.grid.points {
            do { _ = try SpecFile.resolve(physics: physics, files: [], settings: input.grid.settings(point), catalogue: HostedApp.app.catalogue) } catch {
                throw SweepError((physics.map { "under --physics \($0), " } ?? "") + input.grid.settings(point).joined(separator: " ") + ": \(error)")
            }
        }
        for hand in files {
            (input.recorded[hand], input.frames[hand]) = try SweepHandHeader.read(hand: hand, keys: input.grid.axes.map(\.name), app: HostedApp.app)
            input.labels[hand] = try HandLabel.read(session: hand)
        }
        return input
    }

    /// Replays every job in worker processes with a progress bar; the outcomes and how many
    /// workers ran them.
    private func replay(_ work: [SweepJob], limits: [Double], stderr: ProgressOutput) throws -> ([SweepOutcome], workers: Int) {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let pool = SweepPool(executable: executable, jobs: work, limits: limits, workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        do {
            let outcomes = try MainActor.assumeIsolated {
                let bar = ProgressOutput().progress.map { ProgressReporter(label: "sweep", total: work.count, unit: "replays", write: $0) }
                defer { bar?.finish() }
                return try pool.run { bar?.update($0) }
            }
            return (outcomes, pool.workers)
        } catch {
            stderr.report(ErrorLine.text("\(error)"))
            throw ExitCode(1)
        }
    }
}
