import SegueBench
import ArgumentParser
import Foundation

/// `segue bench [--json]`: the headless measurements, each printed by name.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run the headless measurements and print each figure by name.",
        discussion: """
            Frames are timed against the floor, one opaque full-screen copy in the renderer's
            own format (the software renderer), round by round in one run; the absolute times
            print beside the ratios. NAME is gallery (steady), default_push, logo_reveal,
            contacts_zoom, side_by_side or modal_zoom (a frame held between 40% and 60%).
              frame.NAME_vs_copy        a 1280x800 frame over the copy
              frame.NAME_ms             the frame's milliseconds
              frame.NAME_vs_copy_4k     the same at 3840x2160 (1920x1080 points at 2x)
              frame.NAME_4k_ms
              frame.copy_ms, frame.copy_4k_ms    the floor itself
              frame.NAME_first_ms       the first three frames after a transition starts (cold caches)
              frame.steady_allocs       heap allocations per Gallery frame when nothing changes
              compositor.layer_ns       nanoseconds per layer to build a 10,000-layer frame (no pixels)
              grid.10000_vs_100[_4k]    a scrolling 10,000-item grid over a 100-item one
              motion.tick_ns_per_property   nanoseconds to advance one animated property one frame (10,000 running, 0.2-3 s long)
              motion.tick_allocs            heap allocations per animation tick while they run
              replay.realtime_x_norender    seconds of session replayed per second, headless, digests only
              replay.realtime_x_render      the same, drawing every frame (software renderer, 1280x800)
              record.overhead_pct           share of frame time spent recording (events, digests, writing)
              velocity.error_pct            the fitted velocity's mean error on jittered 1,000 pt/s drags (%)
              velocity.naive_error_pct      the same for differencing the last two samples (%)
              feel.segments             drags on transitions in the example sessions (Assets/Sessions), replayed without pixels
              feel.grab_jump_pt_max     the largest jump of any layer at a grab (target 0, at most 0.5); feel.grabs counts them
              feel.tracking_error_pt_median, feel.tracking_error_pt_p95_max
                                        the tracked layer's distance from where the pointer puts it while held: the median
                                        segment's median, and the worst segment's 95th percentile (target <= 1)
              feel.release_velocity_error_pct_median, feel.release_velocity_error_pct_max
                                        the tracked layer's speed just after release against the pointer's (target <= 10),
                                        over feel.release_velocity_segments releases that carry a speed on
              soak.rss_growth_pct.logo-reveal   resident memory growth over 300 reveal push/pop cycles after 50 (%, target <= 2)
              soak.rss_growth_pct.contacts      the same for opening and closing a contact
              soak.rss_growth_pct.side-by-side  the same for the Side by side push and pop
              soak.rss_growth_pct.modal-zoom    the same for the Modal zoom presentation and dismissal
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
            FileHandle.standardError.write(Data("segue bench: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if json {
            let body = figures.map { "\"\($0.0)\": \(format($0.1))" }.joined(separator: ", ")
            print("{\(body)}")
        } else {
            let width = figures.map(\.0.count).max() ?? 0
            for (name, value) in figures {
                print(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + format(value))
            }
        }
    }

    private func format(_ v: Double) -> String {
        v.isFinite ? String(format: "%.3f", v) : "null"
    }
}
