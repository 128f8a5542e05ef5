import Feel
import Foundation
import Gestures
import Motion
import Outputs
import Plots
import SDLPlatform
import Sessions
import Compositor
import Geometry
import Host
import Navigation
import Views

/// One replay of a session once its header and parameters are known: the outputs checked
/// before it starts, the stage it plays on, what each frame is checked and written for
/// (digests, pixel checks, frames and video, the feel meter and the trace), and the end.
@MainActor
final class ReplayPass {
    private let replay: Replay
    private var command: ReplayOptions { replay.command }
    /// The session's reader (a new one each time a jump back starts the replay again).
    private var reader: SessionReader
    private let header: SessionHeader
    private let spec: TransitionSpec
    private let counterfactual: Bool
    private let meter: FeelMeter?
    private let outputs: ReplayOutputs?
    private let resources: Resources
    private let stage: Stage
    private let checks: PixelChecks?
    private let tracer: ReplayTraceRecorder?
    private let controls: ReplayControls?
    private let badge = ReplayBadge()
    /// A windowed replay that writes nothing can be sent to any frame (its strip, while
    /// paused): the player that jumps, and what it tells of each event.
    private var seeker: SessionSeeker?
    private var onEvent: (SessionEvent) -> Void = { _ in }
    /// Not 0 once a frame failed (the exit code, its message said).
    private var outcome: Int32 = 0
    private(set) var summary: SessionSummary?
    /// What was moving at each input as recorded, under other parameters (re-anchors them).
    private let recorded: RecordedMotion?
    /// Kept when the replay is asked to (`Replay.recordsMotion`): what was moving at each input.
    private(set) var recordedMotion: RecordedMotion?
    /// Under other parameters, every event as it was delivered.
    private(set) var deliveries: [InputDelivery]?
    /// Under other parameters, the time of the last frame line, as recorded.
    private var recordedEnd: Double?

    var trace: ReplayTrace? { tracer?.trace }

    /// Checks the outputs can be written (before a replay that may take minutes) and sets
    /// the stage up: a window, a headless canvas, or nowhere (digests only).
    init(replay: Replay, reader: SessionReader, header: SessionHeader, spec: TransitionSpec, departures: Departures,
        recorded: RecordedMotion?, meter: FeelMeter?, tracing: Bool) throws(ReplayFailure) {
        self.replay = replay
        self.recorded = recorded
        recordedMotion = replay.recordsMotion ? RecordedMotion() : nil
        self.reader = reader
        self.header = header
        self.spec = spec
        self.meter = meter
        counterfactual = !departures.isEmpty
        let command = replay.command
        outputs = ReplayOutputs.needed(for: command)
            ? try ReplayOutputs(options: command, departures: departures, beside: replay.beside, progress: replay.progress, report: replay.report) : nil
        if let path = command.plot {
            do { try OutputFile(path: path).checkWritable() } catch { throw ReplayFailure("\(error)", code: 1) }
        }
        let output: StageOutput = command.headless || command.video != nil
            ? (command.noRender ? .none : .headless(scale: outputs?.scale ?? header.pixelScale)) : .window(.auto, hidden: false, keepsSize: true)
        do {
            resources = try Resources(app: command.app, font: command.font)
            stage = try Stage(resources: resources, scene: header.scene, size: header.windowSize, output: output, startTime: 0, spec: spec)
        } catch {
            outputs?.cancel()
            throw ReplayFailure(error.description, code: 2)
        }
        stage.compositor.fault = command.fault
        do throws(ReplayFailure) {
            checks = command.checkPixels ? try ReplayPass.pixelChecks(command, stage: stage, resources: resources) : nil
        } catch {
            outputs?.cancel()
            stage.close()
            resources.close()
            throw error
        }
        tracer = tracing ? ReplayTraceRecorder(window: stage.window, windowSize: header.windowSize) : nil
        controls = stage.appWindow.map { _ in ReplayControls(clock: MonotonicClock(), speed: command.speed) }
    }

    private static func pixelChecks(_ command: ReplayOptions, stage: Stage, resources: Resources) throws(ReplayFailure) -> PixelChecks {
        guard stage.canvas != nil else { throw ReplayFailure("--check-pixels checks frames drawn headless", code: 2) }
        do {
            let checks = try PixelChecks(size: stage.window.bounds.size, scale: stage.pixelScale, fonts: resources.fonts, clearColor: stage.compositor.clearColor)
            checks.fault = command.fault
            return checks
        } catch {
            throw ReplayFailure("--check-pixels: \(error)", code: 2)
        }
    }

    func close() {
        outputs?.cancel()
        checks?.close()
        stage.close()
        resources.close()
    }

    /// Plays every recorded frame (then, under other parameters, until the transitions
    /// settle) and ends: 0, or the exit code of what failed.
    func run() throws(ReplayFailure) -> Int32 {
        let driver = stage.driver
        configure(driver)
        tracer?.pinned = driver.pinnedParameters
        try outputs?.start(resources: resources)
        if let reason = stage.appWindow?.fallbackReason { replay.report("segue replay: warning: \(reason)") }
        if stage.appWindow != nil { stage.window.addSubview(badge) }
        let player = SessionPlayer(reader: reader, driver: driver)
        recordedMotion?.start(driver)
        onEvent = { [unowned self] e in
            if case .pointer(let p) = e { badge.pointer = p }
            outputs?.observe(e)
            tracer?.observe(e)
            recordedMotion?.observe(e, driver: stage.driver)
        }
        let end: SessionPlayer.End?
        if offersJumps {
            end = try playWithJumps()
        } else {
            do {
                end = try play(player, onEvent: onEvent)
            } catch {
                throw ReplayFailure(error.message(file: command.file), code: 2)
            }
        }
        // Under other parameters a transition may outlast the recording: it runs on, without
        // input, until it settles (at most `SessionPlayer.settleLimit`), so the end state says
        // how the same hand came out.
        if counterfactual, outcome == 0, controls?.stopped != true {
            _ = player.settle(onFrame: { [unowned self] index, time, recorded in frame(index, at: time, recorded: recorded) })
            // Waiting for the app to come to rest (`ReanchoredPlayer`) may have run on already.
            let extra = driver.frameClock.now - (recordedEnd ?? driver.frameClock.now)
            if extra > 0.0005 { replay.report(String(format: "segue replay: ran on %.2f s after the last recorded frame for the transitions to settle", extra)) }
        }
        if outcome != 0 { return outcome }
        return try finish(end)
    }

    /// Sets up a driver of the replay (the stage's first, and each a jump back starts):
    /// parameter changes and freezes come from the recording's own events, not from the keys
    /// again, and the recording's parameters hold where the replay pins them.
    private func configure(_ driver: FrameDriver) {
        driver.prepareForReplay(of: header, pinned: Set(command.overrides.map(\.name)))
    }

    /// Whether the replay can be sent to any frame: in a window, on a session file it can read
    /// again, under the recorded parameters, writing and measuring nothing frame by frame
    /// (frames and plots follow the recording's order).
    private var offersJumps: Bool {
        controls != nil && reader.isRegularFile && recorded == nil && !counterfactual && outputs == nil
            && tracer == nil && meter == nil && recordedMotion == nil && checks == nil
    }

    /// Plays the recorded frames with a timeline strip while paused, which sends the replay
    /// to any frame (`SessionSeeker`): the whole session's course is found first, without pixels.
    private func playWithJumps() throws(ReplayFailure) -> SessionPlayer.End? {
        let courseStage: Stage
        do {
            courseStage = try Stage(resources: resources, scene: header.scene, size: header.windowSize, output: .none, startTime: 0, spec: spec)
        } catch {
            throw ReplayFailure(error.description, code: 2)
        }
        let course = try SessionCourse.samples(of: command.file, on: courseStage, prepare: { [unowned self] in configure($0) })
        let seeker = SessionSeeker(file: command.file, reader: reader, stage: stage, prepare: { [unowned self] driver in
            configure(driver)
            if badge.superview !== driver.window { driver.window.addSubview(badge) }
        })
        self.seeker = seeker
        controls?.scrubber = ReplayScrubber(course: course)
        while let f = try seeker.step(onEvent: onEvent) {
            if !frame(f.index, at: f.time, recorded: f.digest) { return nil }
        }
        reader = seeker.reader
        return seeker.end
    }

    /// Shows frame line `k` of a replay that jumps: every frame stepped on the way is checked
    /// as a played one is; the time of the frame shown.
    private func jump(to k: Int) throws(ReplayFailure) -> Double? {
        guard let seeker else { return nil }
        let shown = try seeker.seek(to: k, onEvent: onEvent, onFrame: { [unowned self] (f) throws(ReplayFailure) in
            reader = seeker.reader
            replay.frameStepped?(f.index)
            try verify(f.index, at: f.time, recorded: f.digest)
        })
        reader = seeker.reader
        return shown?.time
    }

    /// Plays the recorded frames: as recorded, or under other parameters with the inputs
    /// re-anchored to the app's state (`ReanchoredPlayer`), saying which came in another state.
    private func play(_ player: SessionPlayer, onEvent: (SessionEvent) -> Void) throws(SessionError) -> SessionPlayer.End? {
        let onFrame = { [unowned self] (index: Int, time: Double, recorded: String) in frame(index, at: time, recorded: recorded) }
        guard let recorded else { return try player.play(onEvent: onEvent, onFrame: onFrame) }
        let reanchored = ReanchoredPlayer(reader: reader, driver: player.driver, recorded: recorded, reanchors: !command.recordedTimes)
        let end = try reanchored.play(onEvent: onEvent, onFrame: onFrame)
        deliveries = reanchored.deliveries
        recordedEnd = reanchored.lastRecordedTime
        if let line = ReplayPass.reanchoring(reanchored.deliveries) { replay.report("segue replay: " + line) }
        for d in reanchored.deliveries where d.isDeparture { replay.report("segue replay: " + d.text) }
        return end
    }

    /// What re-anchoring did to the inputs, in a line; nil when none came at another time.
    static func reanchoring(_ deliveries: [InputDelivery]) -> String? {
        let inputs = deliveries.filter { $0.input != nil }
        let moved = inputs.map { $0.time - $0.recordedTime }.filter { abs($0) >= 0.0005 }
        guard let least = moved.min(), let most = moved.max() else { return nil }
        let (from, to) = (String(format: "%+.2f", least), String(format: "%+.2f", most))
        let range = from == to ? from + " s" : "\(from) to \(to) s"
        return "\(moved.count) of \(inputs.count) inputs re-anchored to when the app came to rest (\(range))"
    }

    /// One recorded frame after its step: checked, shown, written. False stops the replay.
    private func frame(_ index: Int, at time: Double, recorded: String) -> Bool {
        replay.frameStepped?(index)
        let driver = stage.driver
        if let meter {
            let nav = driver.shell.navigation
            meter.observe(frame: index, time: time, telemetry: nav.telemetry, roots: [nav.view.layer] + driver.shell.presentationContainers.map(\.layer))
        }
        tracer?.observeFrame(index, at: time, driver: driver)
        recordedMotion?.observeFrame(index, driver: driver)
        do throws(ReplayFailure) {
            try verify(index, at: time, recorded: recorded)
            if let controls {
                var due = time
                wait: while true {
                    switch controls.waitForFrame(at: due, redraw: drawInWindow) {
                    case .stop: return false
                    case .go: break wait
                    case .seek(let k):
                        due = try jump(to: k) ?? due
                        drawInWindow()
                    }
                }
                drawInWindow()
            } else {
                stage.render()
            }
            try checkPixels(index, at: time)
            try outputs?.recorded(index: index, time: time, stage: stage)
            // A headless replay stops at a signal (StopSignal) after the frame's outputs.
            if controls == nil, let signal = StopSignal.received, let code = StopSignal.exitCode {
                try outputs?.checkStop()  // a video says it is not written
                throw ReplayFailure("stopped by \(signal) after \(index + 1) frames", code: code)
            }
            return true
        } catch {
            outcome = replay.fail(error.message, code: error.code)
            return false
        }
    }

    private func verify(_ index: Int, at time: Double, recorded: String) throws(ReplayFailure) {
        guard command.verify else { return }
        let mine = stage.driver.digest
        guard mine.text != recorded else { return }
        let what = FrameDigest(recorded).flatMap { mine.difference(from: $0) } ?? "the digest"
        throw ReplayFailure("\(command.file):\(reader.parser.lineNumber): frame \(index) at t=\(time) differs: \(what)", code: 1)
    }

    private func checkPixels(_ index: Int, at time: Double) throws(ReplayFailure) {
        guard let checks else { return }
        do {
            if let failure = try checks.check(stage.window.layer, drawn: stage.snapshot()) {
                throw ReplayFailure("\(command.file): frame \(index) at t=\(time): \(failure)", code: 1)
            }
        } catch let failure as ReplayFailure {
            throw failure
        } catch {
            throw ReplayFailure("\(command.file): frame \(index) at t=\(time): the pixel checks could not run: \(error)", code: 1)
        }
    }

    /// After the last frame: how the session ended (stopped, under other parameters, or
    /// checked against its end line), the outputs finished, the plot written.
    private func finish(_ end: SessionPlayer.End?) throws(ReplayFailure) -> Int32 {
        let driver = stage.driver
        if controls?.stopped == true {
            if command.verify { return replay.fail("stopped after \(driver.frames) frames; the rest is not verified", code: 1) }
            replay.report("segue replay: stopped after \(driver.frames) frames")
        } else if counterfactual, let end {
            let differences = driver.summary.differences(fromRecorded: end.summary)
            replay.report("segue replay: the end state " + (differences.isEmpty ? "is the recorded one" : "differs from the recording: " + differences.joined(separator: "; ")))
        } else if let problem = replay.endCheck(end, reader: reader, driver: driver) {
            if command.verify { throw ReplayFailure(problem.message(file: command.file), code: 1) }
            replay.report(SessionError(line: problem.line, "warning: " + problem.reason).message(file: command.file))
        }
        if controls?.stopped != true { try outputs?.finish() }
        if command.verify, controls?.stopped != true, !counterfactual {
            replay.report("segue replay: verified: all \(driver.frames) frames and the end line match the recording")
        }
        if let checks {
            replay.report("segue replay: pixel checks pass on all \(checks.frames) frames (\(checks.clipsChecked) clips and masks, \(checks.fillsChecked) opaque fills, the raster cache on every frame)")
        }
        if let path = command.plot, let trace {
            let title = "Segue replay: " + (command.file as NSString).lastPathComponent
            var plot = TimelinePlot(trace: trace)
            plot.departures = deliveries?.filter(\.isDeparture) ?? []
            do { try OutputFile(path: path).write(Array(plot.svg(title: title).utf8)) } catch {
                throw ReplayFailure("\(error)", code: 1)
            }
        }
        summary = driver.summary
        return 0
    }

    private func drawInWindow() {
        let window = stage.window
        window.bringSubviewToFront(badge)
        badge.paused = controls?.paused == true
        if let scrubber = controls?.scrubber {
            if controls?.paused == true { scrubber.show(in: window, playhead: seeker?.shown) } else { scrubber.hide() }
        }
        badge.frame = window.bounds
        stage.render()
        stage.present()
    }
}
