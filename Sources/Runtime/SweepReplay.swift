import Foundation
import Host
import Outputs
import Motion

/// One job of a sweep, in the process that runs it: the hand replayed headless without
/// pixels under the job's physics preset and then the grid point's parameters, measuring its
/// feel, and how it came out.
@MainActor
public enum SweepReplay {
    /// `frameStepped` is told of each frame stepped, in both replays (the worker's progress).
    public static func run(_ job: SweepJob, app: any SegueApp, frameStepped: ((Int) -> Void)? = nil) -> SweepOutcome {
        var outcome = SweepOutcome(hand: job.hand, params: job.params)
        var options = ReplayOptions(file: job.hand, app: app)
        options.headless = true
        options.noRender = true
        options.feel = true
        do {
            options.overrides = try SpecFile.resolve(physics: job.physics, files: [], settings: job.settings, catalogue: app.catalogue)
        } catch {
            outcome.error = "\(error)"
            return outcome
        }
        var said: [String] = []
        var replay = Replay(options, report: { said.append($0) })
        replay.frameStepped = frameStepped
        // What was moving at each input as recorded is the same at every grid point: found once a hand.
        if recordedMotion[job.hand] == nil {
            var recorded = Replay(ReplayOptions(file: job.hand, app: app), report: { _ in })
            recorded.frameStepped = frameStepped
            recordedMotion[job.hand] = recorded.recordedMotion()
        }
        replay.recorded = recordedMotion[job.hand]
        let run = replay.run(tracing: false)
        guard run.code == 0, let summary = run.summary else {
            outcome.error = said.last.map(ErrorLine.message) ?? "the replay failed (exit \(run.code))"
            return outcome
        }
        return SweepOutcome(hand: job.hand, params: job.params, recorded: [:], summary: summary, feel: run.feel ?? [], departures: run.departures)
    }

    /// What was moving at each input of each hand as recorded (`RecordedMotion`), by file.
    private static var recordedMotion: [String: RecordedMotion] = [:]
}
