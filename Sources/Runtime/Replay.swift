import Feel
import Foundation
import Geometry
import Gestures
import Motion
import Outputs
import Plots
import SDLPlatform
import Host
import Sessions
import Views

/// `segue replay`: plays a recorded session on a stage (a window in real time, a headless
/// canvas, or no pixels), checking digests and the end line with `verify`, writing frames
/// and a plot. What it has to say goes to `report` (the command line prints it); the result
/// is the exit code: 0 replayed (and verified), 1 not verified or an output not written,
/// 2 the session or a start-up problem.
@MainActor
public struct Replay {
    let command: ReplayOptions
    let report: (String) -> Void
    /// The second run of a side-by-side video.
    public var beside: ReplayOptions?
    /// Draws a progress bar for frames and videos (nil: none, as when stderr is not a terminal).
    public var progress: ((String) -> Void)?
    /// Told of each frame stepped (its index), for a caller's own progress (`segue compare`).
    public var frameStepped: ((Int) -> Void)?
    /// What was moving at each input as recorded, for a replay under other parameters; nil:
    /// found by a replay under the recorded parameters first (`recordedMotion()`). A sweep
    /// gives it once per hand.
    public var recorded: RecordedMotion?
    /// Keep what was moving at each input (`RecordedMotion`) in the run.
    var recordsMotion = false

    public init(_ options: ReplayOptions, report: @escaping (String) -> Void) {
        command = options
        self.report = report
    }

    /// Says why the replay failed, as an error line (`segue: error: ...`), and gives its code.
    func fail(_ message: String, code: Int32) -> Int32 {
        report(ErrorLine.text(message))
        return code
    }

    /// What is wrong with how the session ended, if anything: no frames, a cut-off or
    /// missing end line, or an end line whose summary is not where the replay ended.
    func endCheck(_ end: SessionPlayer.End?, reader: SessionReader, driver: FrameDriver) -> SessionError? {
        SessionEndCheck.problem(end, reader: reader, driver: driver)
    }

    /// The whole session replayed and checked as this replay would check it, without pixels
    /// or outputs: nil when it passes, else the exit code (its messages said).
    func checkFirst() -> Int32? {
        var quick = command
        quick.headless = true
        quick.noRender = true
        quick.frames = nil
        quick.video = nil
        quick.plot = nil
        quick.feel = false
        quick.checkPixels = false
        quick.fault = nil
        var said: [String] = []
        let code = Replay(quick, report: { said.append($0) }).run(tracing: false).code
        guard code != 0 else { return nil }
        said.forEach(report)
        return code
    }

    /// Replays to the end (or the user's stop); the exit code, the end state, and with
    /// `feel` the feel of each drag on a transition.
    public func run() -> (code: Int32, summary: SessionSummary?, feel: [FeelSegment]?) {
        let r = run(tracing: false)
        return (r.code, r.summary, r.feel)
    }

    /// Replays as `run()` does and, with `tracing` (or a plot), keeps the trace of every frame.
    public func run(tracing: Bool) -> ReplayRun {
        var result = ReplayRun()
        let meter = command.feel ? FeelMeter() : nil
        result.code = play(&result, meter: meter, tracing: tracing || command.plot != nil)
        meter?.finish()
        result.feel = meter?.segments
        return result
    }

    private func play(_ result: inout ReplayRun, meter: FeelMeter?, tracing: Bool) -> Int32 {
        do throws(ReplayFailure) {
            let (reader, header) = try open()
            let (spec, departures) = try parameters(of: header)
            // A replay that verifies and renders first replays the whole file without pixels
            // (hundreds of times real time), so a differing frame, a bad line or a wrong end line
            // near the end of a long session is found before minutes of rendering, not after.
            if command.verify && !command.noRender && reader.isRegularFile, let code = checkFirst() { return code }
            // Under other parameters, what was moving at each input as recorded, to re-anchor
            // the inputs and tell those that come in another state.
            let motion: RecordedMotion?
            if departures.isEmpty { motion = nil } else if let recorded { motion = recorded } else { motion = try findRecordedMotion() }
            let pass = try ReplayPass(replay: self, reader: reader, header: header, spec: spec, departures: departures, recorded: motion,
                meter: meter, tracing: tracing)
            defer { pass.close() }
            let code = try pass.run()
            result.trace = pass.trace
            result.summary = pass.summary
            result.deliveries = pass.deliveries
            result.motion = pass.recordedMotion
            return code
        } catch {
            return fail(error.message, code: error.code)
        }
    }

    /// What was moving at each input of the session as recorded: the session replayed under
    /// its recorded parameters without pixels; nil when that replay fails.
    public func recordedMotion() -> RecordedMotion? { try? findRecordedMotion() }

    private func findRecordedMotion() throws(ReplayFailure) -> RecordedMotion {
        var quick = ReplayOptions(file: command.file, app: command.app)
        quick.headless = true
        quick.noRender = true
        quick.font = command.font
        var said: [String] = []
        var replay = Replay(quick, report: { said.append($0) })
        replay.recordsMotion = true
        replay.frameStepped = frameStepped
        let run = replay.run(tracing: false)
        guard run.code == 0, let motion = run.motion else {
            throw ReplayFailure(said.last ?? "segue replay: \(command.file): the replay under the recorded parameters failed", code: run.code == 0 ? 2 : run.code)
        }
        return motion
    }

    /// The session's reader, past its header.
    private func open() throws(ReplayFailure) -> (SessionReader, SessionHeader) {
        let file = command.file
        let reader: SessionReader
        let first: SessionRecord?
        do throws(SessionError) {
            reader = try SessionReader(appSession: file, app: command.app)
            first = try reader.next()
        } catch {
            throw ReplayFailure(error.message(file: file), code: 2)
        }
        guard let first else { throw ReplayFailure("\(file):1: \(reader.noHeaderReason)", code: 2) }
        guard case .header(let h) = first else { throw ReplayFailure("\(file):1: the first line is not a header", code: 2) }
        return (reader, h)
    }

    /// The recording's parameters, or others over them (a counterfactual replay), and how
    /// they depart from the recording's. The values given hold through the replay: the
    /// recording's own changes to them are skipped, so a change recorded later cannot undo them.
    private func parameters(of header: SessionHeader) throws(ReplayFailure) -> (TransitionSpec, Departures) {
        var spec = header.spec
        do { try spec.apply(command.overrides) } catch { throw ReplayFailure("\(error)", code: 2) }
        let departures: Departures
        do { departures = try Departures(session: command.file, app: command.app, overrides: command.overrides) } catch {
            throw ReplayFailure(error.message(file: command.file), code: 2)
        }
        if !departures.isEmpty {
            if command.verify {
                throw ReplayFailure("--verify checks the recorded frames, and a replay under other parameters draws others; drop --verify or the parameters", code: 2)
            }
            report("segue replay: " + departures.description)
        }
        return (spec, departures)
    }
}
