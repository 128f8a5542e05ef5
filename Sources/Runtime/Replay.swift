import Feel
import Foundation
import Geometry
import Gestures
import Motion
import Outputs
import Plots
import SDLPlatform
import Scenes
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

    public init(_ options: ReplayOptions, report: @escaping (String) -> Void) {
        command = options
        self.report = report
    }

    func fail(_ message: String, code: Int32) -> Int32 {
        report(message)
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
        result.code = play(&result.summary, meter: meter, tracing: tracing || command.plot != nil, trace: &result.trace)
        meter?.finish()
        result.feel = meter?.segments
        return result
    }

    private func play(_ summary: inout SessionSummary?, meter: FeelMeter?, tracing: Bool, trace: inout ReplayTrace?) -> Int32 {
        let file = command.file
        let reader: SessionReader
        let header: SessionHeader
        do {
            reader = try SessionReader(appSession: file)
            guard let first = try reader.next() else { return fail("\(file):1: empty session (no header)", code: 2) }
            guard case .header(let h) = first else { return fail("\(file):1: the first line is not a header", code: 2) }
            header = h
        } catch {
            return fail(error.message(file: file), code: 2)
        }
        // The recording's parameters, or others over them (a counterfactual replay).
        // The values given hold through the replay: the recording's own changes to them are
        // skipped, so a change recorded later cannot undo them.
        var spec = header.spec
        do { try spec.apply(command.overrides) } catch { return fail("segue replay: \(error)", code: 2) }
        let departures: Departures
        do { departures = try Departures(session: file, overrides: command.overrides) } catch { return fail(error.message(file: file), code: 2) }
        let counterfactual = !departures.isEmpty
        if counterfactual {
            if command.verify { return fail("segue replay: --verify checks the recorded frames, and a replay under other parameters draws others; drop --verify or the parameters", code: 2) }
            report("segue replay: " + departures.description)
        }
        // A replay that verifies and renders first replays the whole file without pixels
        // (hundreds of times real time), so a differing frame, a bad line or a wrong end line
        // near the end of a long session is found before minutes of rendering, not after.
        if command.verify && !command.noRender && reader.isRegularFile, let code = checkFirst() { return code }
        // Outputs that cannot be written are found before a replay that may take minutes.
        var outputs: ReplayOutputs?
        if ReplayOutputs.needed(for: command) {
            do {
                outputs = try ReplayOutputs(options: command, departures: departures, beside: beside, progress: progress, report: report)
            } catch {
                return fail(error.message, code: error.code)
            }
        }
        defer { outputs?.cancel() }
        if let path = command.plot {
            do { try OutputFile(path: path).checkWritable() } catch { return fail("segue replay: \(error)", code: 1) }
        }
        // Where frames go: a window, a headless canvas, or nowhere (digests only).
        let output: StageOutput = command.headless || command.video != nil
            ? (command.noRender ? .none : .headless(scale: outputs?.scale ?? header.pixelScale)) : .window(.auto, hidden: false, keepsSize: true)
        let resources: Resources
        let stage: Stage
        do {
            resources = try Resources(font: command.font)
            stage = try Stage(resources: resources, scene: header.scene, size: header.windowSize, output: output, startTime: 0, spec: spec)
        } catch {
            return fail(error.description, code: 2)
        }
        defer {
            stage.close()
            resources.close()
        }
        let window = stage.window, driver = stage.driver, appWindow = stage.appWindow
        stage.compositor.fault = command.fault
        var checks: PixelChecks?
        if command.checkPixels {
            guard stage.canvas != nil else { return fail("segue replay: --check-pixels checks frames drawn headless", code: 2) }
            do {
                checks = try PixelChecks(size: window.bounds.size, scale: stage.pixelScale, fonts: resources.fonts, clearColor: stage.compositor.clearColor)
            } catch {
                return fail("segue replay: --check-pixels: \(error)", code: 2)
            }
            checks?.fault = command.fault
        }
        defer { checks?.close() }
        // Parameter changes come from the recording's own events, not from the inspector again.
        driver.parameterChanges = { _ in }
        driver.pinnedParameters = Set(command.overrides.map(\.name))
        do { try outputs?.start(resources: resources) } catch { return fail(error.message, code: error.code) }
        if let reason = appWindow?.fallbackReason { report("segue replay: warning: \(reason)") }
        if header.slowAnimations { driver.animationClock.rate = 0.1 }
        let badge = ReplayBadge()
        if appWindow != nil { window.addSubview(badge) }
        let controls = appWindow.map { _ in ReplayControls(clock: MonotonicClock(), speed: command.speed) }
        let tracer = tracing ? ReplayTraceRecorder(window: window, windowSize: header.windowSize) : nil
        tracer?.pinned = driver.pinnedParameters
        func drawInWindow() {
            window.bringSubviewToFront(badge)
            badge.paused = controls?.paused == true
            badge.frame = window.bounds
            stage.render()
            stage.present()
        }

        var outcome: Int32 = 0
        let end: SessionPlayer.End?
        let onFrame: (Int, Double, String) -> Bool = { index, time, recorded in
                frameStepped?(index)
                if let meter {
                    let nav = driver.shell.navigation
                    meter.observe(frame: index, time: time, telemetry: nav.telemetry, roots: [nav.view.layer] + driver.shell.presentationContainers.map(\.layer))
                }
                tracer?.observeFrame(index, at: time, driver: driver)
                if command.verify {
                    let mine = driver.digest
                    if mine.text != recorded {
                        let what = FrameDigest(recorded).flatMap { mine.difference(from: $0) } ?? "the digest"
                        outcome = fail("\(file):\(reader.parser.lineNumber): frame \(index) at t=\(time) differs: \(what)", code: 1)
                        return false
                    }
                }
                if let controls {
                    guard controls.waitForFrame(at: time, redraw: drawInWindow) else { return false }
                    drawInWindow()
                } else {
                    stage.render()
                }
                if let checks {
                    do {
                        if let failure = try checks.check(window.layer, drawn: stage.snapshot()) {
                            outcome = fail("\(file): frame \(index) at t=\(time): \(failure)", code: 1)
                            return false
                        }
                    } catch {
                        outcome = fail("\(file): frame \(index) at t=\(time): the pixel checks could not run: \(error)", code: 1)
                        return false
                    }
                }
                do throws(ReplayFailure) {
                    try outputs?.recorded(index: index, time: time, stage: stage)
                } catch {
                    outcome = fail(error.message, code: error.code)
                    return false
                }
                // A headless replay stops at a signal (StopSignal) after the frame's outputs.
                if controls == nil, let signal = StopSignal.received, let code = StopSignal.exitCode {
                    outcome = fail("segue replay: stopped by \(signal) after \(index + 1) frames", code: code)
                    return false
                }
                return true
        }
        let player = SessionPlayer(reader: reader, driver: driver)
        do {
            end = try player.play(onEvent: { e in
                if case .pointer(let p) = e { badge.pointer = p }
                tracer?.observe(e)
            }, onFrame: onFrame)
        } catch {
            return fail(error.message(file: file), code: 2)
        }
        // Under other parameters a transition may outlast the recording: it runs on, without
        // input, until it settles (at most `SessionPlayer.settleLimit`), so the end state says
        // how the same hand came out.
        if counterfactual, outcome == 0, controls?.stopped != true {
            let extra = player.settle(onFrame: onFrame)
            if extra > 0 { report(String(format: "segue replay: ran on %.2f s after the last recorded frame for the transitions to settle", extra)) }
        }
        if outcome != 0 { return outcome }
        if controls?.stopped == true {
            report("segue replay: stopped after \(driver.frames) frames\(command.verify ? "; the rest is not verified" : "")")
            if command.verify { return 1 }
        } else if counterfactual, let end {
            let differences = driver.summary.differences(fromRecorded: end.summary)
            report("segue replay: the end state " + (differences.isEmpty ? "is the recorded one" : "differs from the recording: " + differences.joined(separator: "; ")))
        } else if let problem = endCheck(end, reader: reader, driver: driver) {
            if command.verify { return fail(problem.message(file: file), code: 1) }
            report(SessionError(line: problem.line, "warning: " + problem.reason).message(file: file))
        }
        if controls?.stopped != true {
            do { try outputs?.finish() } catch { return fail(error.message, code: error.code) }
        }
        if let checks {
            report("segue replay: pixel checks pass on all \(checks.frames) frames (\(checks.clipsChecked) clips and masks, \(checks.fillsChecked) opaque fills, the raster cache on every frame)")
        }
        trace = tracer?.trace
        if let path = command.plot, let trace {
            do {
                try OutputFile(path: path).write(Array(TimelinePlot(trace: trace).svg(title: "Segue replay: " + (file as NSString).lastPathComponent).utf8))
            } catch {
                return fail("segue replay: \(error)", code: 1)
            }
        }
        summary = driver.summary
        return 0
    }
}
