import SegueBench
import ArgumentParser
import Foundation

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
            modal_zoom or photos_zoom (a frame held between 40% and 60%).
              frame.NAME_vs_copy        a 1280x800 frame over the copy
              frame.NAME_ms             the frame's milliseconds
              frame.NAME_vs_copy_4k     the same at 3840x2160 (1920x1080 at 2x)
              frame.NAME_4k_ms
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
            Exit codes: 0 measured and printed; 1 standard output could not be
            written (a reader that left ends it quietly by SIGPIPE); 2 a
            measurement could not be set up; 130, 143, 131 ended by SIGINT,
            SIGTERM, SIGQUIT.
            """
    )

    @Flag(help: "Print one JSON object, figure name to number.")
    var json = false

    @Option(help: "Frames per measurement round.")
    var frames = 60

    @Option(name: .customLong("only"), help: ArgumentHelp("Measure only this figure (repeatable).", valueName: "figure"))
    var only: [String] = []

    func validate() throws {
        if let unknown = only.first(where: { !BenchRunner.figureNames.contains($0) }) {
            throw ValidationError("unknown figure '\(unknown)' (available: \(BenchRunner.figureNames.joined(separator: ", ")))")
        }
    }

    func run() throws {
        let figures: [(String, Double)]
        do {
            figures = try MainActor.assumeIsolated { try BenchRunner(framesPerRound: max(5, frames), only: Set(only)).run() }
        } catch {
            FileHandleStderr.error("\(error)")
            throw ExitCode(2)
        }
        if json {
            let body = figures.map { "\"\($0.0)\": \(format($0.1))" }.joined(separator: ", ")
            try ResultOutput.print("{\(body)}", command: "bench")
        } else {
            let width = figures.map(\.0.count).max() ?? 0
            let lines = figures.map { name, value in name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + format(value) }
            if !lines.isEmpty { try ResultOutput.print(lines.joined(separator: "\n"), command: "bench") }
        }
    }

    private func format(_ v: Double) -> String {
        v.isFinite ? String(format: "%.3f", v) : "null"
    }
}
