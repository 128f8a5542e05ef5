import Host
import SDLPlatform
import Sessions
import Geometry
import Motion

/// The second run of a side-by-side video, described by its own `ReplayOptions`: replayed
/// headless in step with the first on the same clock (each from its own first frame line),
/// one video frame at a time, by the same fixed-rate rule. Past its last frame it holds it
/// (replayed under other parameters, it first steps on while a transition runs).
@MainActor
final class SideBySideRun {
    let options: ReplayOptions
    let extent: SessionExtent
    let schedule: FixedRateSchedule
    private var run: (reader: SessionReader, stage: Stage, stepper: SessionStepper)?
    /// Replayed under other parameters than recorded: its frames are not the recorded ones,
    /// so neither they nor its end line are checked.
    private var counterfactual = false
    /// Under other parameters, the player that re-anchors its inputs to its app's state.
    private var reanchored: ReanchoredPlayer?
    /// How it departs from its recording under its parameters (set by `start`).
    private(set) var departures = Departures()
    private var image: RGBAImage?
    /// Whether a frame was stepped and drawn since `image` was read back.
    private var drawn = false
    /// The time of the last frame the re-anchored player stepped (under other parameters).
    private var lastStepped = -Double.infinity
    /// Its pointers, drawn over its frames (`--touches`), and pixels a point.
    private var touches: TouchPointers?
    private var scale = 1.0

    /// Reads the session through (its errors are found before any replay starts).
    init(options: ReplayOptions, rate: Double, showsTouches: Bool = false) throws(ReplayFailure) {
        self.options = options
        touches = showsTouches ? TouchPointers() : nil
        do {
            extent = try SessionExtent.read(SessionReader(appSession: options.file, app: options.app))
        } catch {
            throw ReplayFailure(error.message(file: options.file), code: 2)
        }
        guard extent.frames > 0 else {
            throw ReplayFailure(SessionError(line: 0, "no frame lines: nothing to show beside the first run").message(file: options.file), code: 2)
        }
        schedule = extent.schedule(rate: rate)
    }

    /// The frame's height in pixels at the recorded scale.
    var pixelHeight: Double { extent.header.windowSize.height * extent.header.pixelScale }

    /// Opens the session and its stage, drawing `scale` pixels a point.
    func start(resources: Resources, scale: Double) throws(ReplayFailure) {
        let file = options.file
        self.scale = scale
        do {
            let reader = try SessionReader(appSession: file, app: options.app)
            _ = try reader.next()  // the header, read through once already
            var spec = extent.header.spec
            try spec.apply(options.overrides)
            (departures.start, departures.skipped) = try extent.departures(under: options.overrides)
            counterfactual = !departures.isEmpty
            let stage = try Stage(resources: resources, scene: extent.header.scene, size: extent.header.windowSize,
                                  output: .headless(scale: scale), startTime: 0, spec: spec)
            stage.driver.prepareForReplay(of: extent.header, pinned: Set(options.overrides.map(\.name)))
            run = (reader, stage, SessionStepper(reader: reader, driver: stage.driver))
            if counterfactual {
                guard let motion = Replay(ReplayOptions(file: file, app: options.app), report: { _ in }).recordedMotion() else {
                    throw SessionError(line: 0, "could not be replayed under its recorded parameters")
                }
                reanchored = ReanchoredPlayer(reader: reader, driver: stage.driver, recorded: motion, reanchors: !options.recordedTimes)
            }
        } catch let error as SessionError {
            throw ReplayFailure(error.message(file: file), code: 2)
        } catch {
            throw ReplayFailure("\(file): \(error)", code: 2)
        }
    }

    /// What the run shows at video frame `slot`: every recorded frame placed at or before
    /// it is stepped (and verified, with `verify`) and drawn; the last drawn is read back.
    func frame(at slot: Int) throws(ReplayFailure) -> RGBAImage {
        guard let run else { preconditionFailure("SideBySideRun.frame before start") }
        let file = options.file
        do {
            // Under other parameters the frames come as the re-anchored player times them.
            // Re-anchored frames may come after the recording's last: they keep their own
            // video frames rather than all landing in the last one.
            while let reanchored, let next = try reanchored.nextTime(), schedule.nearestSlot(of: next) <= slot {
                if let t = try reanchored.stepNext(onEvent: { touches?.observe($0) }) { lastStepped = max(lastStepped, t) }
                run.stage.render()
                drawn = true
            }
            while reanchored == nil, let next = try run.stepper.peek(), schedule.slot(of: next.time) <= slot {
                _ = try run.stepper.step(onEvent: { touches?.observe($0) })
                if options.verify && !counterfactual {
                    let mine = run.stage.driver.digest
                    if mine.text != next.digest {
                        let what = FrameDigest(next.digest).flatMap { mine.difference(from: $0) } ?? "the digest"
                        throw ReplayFailure("\(file):\(run.reader.parser.lineNumber): frame \(next.index) at t=\(next.time) differs: \(what)", code: 1)
                    }
                }
                run.stage.render()
                drawn = true
            }
            // Under other parameters a transition may outlast the recording: past its last
            // frame it steps on at the video's times, without input, while one runs.
            let driver = run.stage.driver
            let time = schedule.time(ofSlot: slot)
            if counterfactual, try reanchored?.nextTime() == nil, driver.shell.isTransitioning, time > driver.frameClock.now,
                time - max(extent.lastTime, lastStepped) <= SessionPlayer.settleLimit {
                driver.beginFrame(at: time)
                driver.step()
                run.stage.render()
                drawn = true
            }
        } catch let error as SessionError {
            throw ReplayFailure(error.message(file: file), code: 2)
        } catch let failure as ReplayFailure {
            throw failure
        } catch {
            throw ReplayFailure("\(error)", code: 2)
        }
        if drawn || image == nil {
            guard let read = run.stage.snapshot() else { throw ReplayFailure("could not read back a frame of \(file)", code: 1) }
            image = read.touched(by: touches?.rings(scale: scale) ?? [])
            drawn = false
        }
        return image!
    }

    /// Whether the run has more to show after video frame `slot`: recorded frames still to
    /// come (re-anchored later than recorded), or, under other parameters, a transition
    /// still running within the settle limit after the recording's last frame.
    func movesAfter(slot: Int) throws(ReplayFailure) -> Bool {
        guard let run, counterfactual else { return false }
        do {
            if let reanchored, try reanchored.nextTime() != nil { return true }
        } catch {
            throw ReplayFailure("\(options.file): \(error)", code: 2)
        }
        let time = schedule.time(ofSlot: slot + 1)
        return run.stage.driver.shell.isTransitioning && time - max(extent.lastTime, lastStepped) <= SessionPlayer.settleLimit
    }

    /// Reads to the end of the session and checks how it ended, as the first run's replay
    /// does: a problem fails a verified replay, and is otherwise a warning (returned).
    func finish() throws(ReplayFailure) -> String? {
        guard let run else { return nil }
        let file = options.file
        do throws(SessionError) {
            if let extra = try run.stepper.peek() {
                // Only if the file grew since it was read through.
                throw SessionError(line: run.reader.parser.lineNumber, "frame \(extra.index) was not there when the session was first read")
            }
        } catch {
            throw ReplayFailure(error.message(file: file), code: 2)
        }
        guard !counterfactual, let problem = SessionEndCheck.problem(run.stepper.end, reader: run.reader, driver: run.stage.driver) else { return nil }
        if options.verify { throw ReplayFailure(problem.message(file: file), code: 1) }
        return SessionError(line: problem.line, "warning: " + problem.reason).message(file: file)
    }

    func close() {
        run?.stage.close()
        run = nil
    }
}
