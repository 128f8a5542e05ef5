import ArgumentParser
import Foundation
import Runtime
import Scenes
import SegueCommandLine
import SegueBench
import Sessions

/// `segue bench [--json]`: the headless measurements, each printed by name.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run the headless measurements and print each figure by name.",
        discussion: """
            Frames are timed against the floor, one opaque full-screen copy in
            the renderer's own format (software renderer), round by round in one
            run; absolute times print beside the ratios. NAME is gallery
            (steady), default_push, logo_reveal, contacts_zoom, side_by_side,
            modal_zoom or photos_zoom (a frame held between 40% and 60%). A
            frame redraws what changed in the window since the one before.
              frame.NAME_vs_copy        a 1280x800 frame over the copy
              frame.NAME_ms             the frame's milliseconds
              frame.NAME_vs_copy_4k     the same at 3840x2160 (1920x1080 at 2x)
              frame.NAME_4k_ms
              frame.NAME_whole_vs_copy[_4k], frame.NAME_whole[_4k]_ms
                                        the same frames redrawn whole
              frame.copy_ms, frame.copy_4k_ms    the floor itself
              frame.NAME_first_ms       the first 3 frames of a transition (cold)
              frame.steady_allocs       allocations per unchanging Gallery frame
              compositor.layer_ns       ns per layer to build a 10,000-layer frame
              grid.10000_vs_100[_4k]    a 10,000-item scrolling grid over 100 items
              grid.photos_4k_ms_min, _median, _max   the Photos grid at 4K coasting
                                        after a flick: ms per frame, 3 fresh runs
              grid.photos_vs_copy_4k    its median over the floor (frame.copy_4k_ms)
              motion.tick_ns_per_property   ns to advance one animated property
                                        (10,000 running, 0.2-3 s long)
              motion.tick_allocs        allocations per animation tick
              replay.realtime_x_norender    session seconds replayed per second,
                                        headless, digests only
              replay.realtime_x_render  the same, drawing every frame (1280x800)
              record.overhead_pct       share of frame time spent recording
              velocity.error_pct        fitted velocity's mean error on jittered
                                        1,000 pt/s drags (%)
              velocity.naive_error_pct  the same, differencing the last two samples
              feel.segments             drags on transitions and reversals in the
                                        example sessions
              feel.grab_jump_pt_max     largest layer jump at a grab (<= 0.5 pt);
                                        feel.grabs counts the grabs
              feel.slip_pt_median, feel.slip_pt_p95_max
                                        held: content under the press against the
                                        pointer, drags that follow it (<= 1 pt):
                                        median, worst p95, over feel.slip_segments
              feel.release_velocity_jump_pct_max
                                        speed after release against the hand's,
                                        from the models (<= 10%), over
                                        feel.release_velocity_jumps
              feel.carry_on_velocity_jump_pct_max
                                        the same for a click letting a grabbed
                                        transition carry on
              feel.reversal_velocity_jump_pct_max
                                        the same for Back turning a push around
                                        (<= 10%), over feel.reversals
              feel.accel_step_max       largest step in acceleration at those
                                        changes and 100 ms after (progress/s^2)
              sweep.replays_per_s       replays a second of a sweep (segue sweep's
                                        worker processes, one per core): the
                                        hands of Assets/Hands at 5 values
              soak.rss_growth_pct.SCENE memory growth over 300 push/pop cycles after
                                        50 (%, <= 2): logo-reveal, contacts,
                                        side-by-side, modal-zoom
            Progress goes to standard error: a bar on a terminal, else a line
            per figure as it is measured. --check holds each figure to its
            target (docs/MEASURING.md; --list prints them) and names every
            figure that misses.
            Exit codes: 0 measured and printed (with --check, every figure
            meets its target); 1 a figure misses its target (--check), or
            standard output could not be written (a reader that left ends it
            quietly by SIGPIPE); 2 a measurement could not be set up; 130,
            143, 131 ended by SIGINT, SIGTERM, SIGQUIT.
            """
    )

    @Flag(help: "Print one compact JSON object on one line, figure name to number.")
    var json = false

    @Flag(help: "Exit 1 naming each figure that misses its target (docs/MEASURING.md).")
    var check = false

    @Flag(help: "Print every figure's name and its target, if any, without measuring.")
    var list = false

    @Option(name: .customLong("target"), help: ArgumentHelp("For testing --check: hold a figure to another target, e.g. velocity.error_pct<=0.01.", valueName: "figure<=limit", visibility: .hidden))
    var targets: [String] = []

    @Option(help: "Frames per measurement round.")
    var frames = 60

    @Option(name: .customLong("only"), help: ArgumentHelp("Measure only this figure (repeatable).", valueName: "figure"), completion: .list(BenchRunner.figureNames))
    var only: [String] = []

    func validate() throws {
        if let unknown = only.first(where: { !BenchRunner.figureNames.contains($0) }) {
            throw ValidationError("unknown figure '\(unknown)' (available: \(BenchRunner.figureNames.joined(separator: ", ")))")
        }
        if frames < 1 { throw ValidationError("--frames must be a whole number of 1 or more (got \(frames))") }
        _ = try heldTargets()
        if list && (json || check || !only.isEmpty) { throw ValidationError("--list measures nothing: it goes without --json, --check and --only") }
    }

    /// The targets --check holds the figures to: the table's, and any --target over them.
    func heldTargets() throws -> [BenchTarget] {
        try BenchTarget.all + targets.map { text in
            guard let target = BenchTarget(parsing: text), BenchRunner.figureNames.contains(where: target.applies) else {
                throw ValidationError("--target \(text): expected FIGURE<=LIMIT, FIGURE<LIMIT or FIGURE>=LIMIT for a known figure")
            }
            return target
        }
    }

    func run() throws {
        if list {
            let width = BenchRunner.figureNames.map(\.count).max() ?? 0
            let lines = BenchRunner.figureNames.map { name in
                name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + (BenchTarget.target(of: name)?.text ?? "")
            }
            try ResultOutput.print(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"), command: "bench")
            return
        }
        let figures: [(String, Double)]
        do {
            figures = try MainActor.assumeIsolated {
                let stderr = ProgressOutput()
                var runner = BenchRunner(framesPerRound: max(5, frames), only: Set(only))
                let total = runner.figureCount
                // Progress: a bar on a terminal, else a line a figure (a run takes minutes).
                let bar = stderr.progress.map { ProgressReporter(label: "bench", total: total, unit: "figures", delay: 0, write: $0) }
                var done = 0
                runner.measured = { name, value in
                    done += 1
                    if let bar { bar.update(done) } else { stderr.report("segue bench: \(name) \(format(value)) (\(done)/\(total))") }
                }
                defer { bar?.finish() }
                return try runner.run()
            }
        } catch {
            FileHandleStderr.error("\(error)")
            throw ExitCode(2)
        }
        if json {
            let body = figures.map { "\($0.0.jsonQuoted):\(format($0.1))" }.joined(separator: ",")
            try ResultOutput.print("{\(body)}", command: "bench")
        } else {
            let width = figures.map(\.0.count).max() ?? 0
            let lines = figures.map { name, value in name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + format(value) }
            if !lines.isEmpty { try ResultOutput.print(lines.joined(separator: "\n"), command: "bench") }
        }
        if check {
            let held = try heldTargets()
            let misses = figures.compactMap { name, value in
                BenchTarget.target(of: name, in: held).flatMap { $0.isMet(by: value) ? nil : "\(name) \(format(value)) (target \($0.text))" }
            }
            for miss in misses { FileHandleStderr.error("misses its target: \(miss)") }
            if !misses.isEmpty { throw ExitCode(1) }
        }
    }

    func format(_ v: Double) -> String {
        v.isFinite ? String(format: "%.3f", v) : "null"
    }
}
