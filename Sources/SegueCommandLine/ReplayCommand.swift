import ArgumentParser
import Compositor
import Feel
import Outputs
import Runtime
import Sessions

/// `segue replay FILE`: plays a recorded session again, in a window in real time or headless
/// as fast as possible, optionally proving that every frame matches its recorded digest.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded session (see docs/SESSION_FORMAT.md).",
        discussion: """
            In a window: space pauses and resumes, the right arrow steps one frame while paused, q or closing the window stops; paused, a strip over the whole session jumps to any frame (drag on it, or Left and Right).
            --video renders headless at a fixed rate on the session's clock: each video frame shows the latest recorded frame at or before its time (a frame that stayed on screen is repeated; the engine steps only at recorded frames, so --verify still holds), and the video lasts from the first frame line to the last. It needs ffmpeg on PATH and is written to a temporary file beside the final name, renamed over it only when complete. --frames with --fps writes frames by the same rule; --every N instead keeps every Nth recorded frame.
            Ctrl-C (SIGINT), SIGTERM (SIGHUP as SIGTERM) and SIGQUIT stop the replay at its next frame.
            Exit codes: 0 replayed (and, with --verify, every frame and the end line match); 1 not verified (a frame or the end line differs, a frame fails --check-pixels, the file has no frames, or the replay was stopped before its end) or an output could not be written (ffmpeg failing, a signal stopping a video, standard output for --summary or --feel: a reader that left ends it quietly by SIGPIPE); 2 the session or an option is invalid (a --frames folder that is not a writable folder, and --video without ffmpeg on PATH, included); 130, 143, 131 stopped by SIGINT, SIGTERM, SIGQUIT (a video is then not written).
            """
    )

    @Argument(help: ArgumentHelp("The session file (JSON Lines).", valueName: "file"), completion: Completions.sessions)
    var file: String

    @Flag(help: "No window: the software renderer, as fast as the machine allows.")
    var headless = false

    @Flag(help: "With --headless, skip drawing pixels (digests only).")
    var noRender = false

    @Flag(help: "Compare every frame's digest and the end line's summary with the recording; exit 1 at the first difference.")
    var verify = false

    @Flag(name: .customLong("check-pixels"), help: "Hold every frame to the pixel invariants, headless: nothing outside a clip or mask changes, opaque fills have no crack, the raster cache draws what a direct draw does; exit 1 at the first frame that fails.")
    var checkPixels = false

    @Option(name: .customLong("inject-fault"), help: ArgumentHelp("For testing --check-pixels: make the compositor leak a clip, crack a fill or offset the cache, or the software renderer redraw too little.", valueName: "clip-leak|fill-crack|cache-offset|stale-damage|stale-offscreen", visibility: .hidden))
    var injectFault: String?

    @Flag(help: "Print the replay's end state as one JSON object on stdout (under other parameters with `departures`: the inputs that came in another state than recorded).")
    var summary = false

    @Flag(name: .customLong("recorded-times"), help: "Under other parameters, deliver every input at its recorded time instead of re-anchoring the clicks, keys and drags recorded at rest to when the app comes to rest (docs/TUNING.md).")
    var recordedTimes = false

    @Flag(help: "Print the feel of every drag on a transition and every reversal, one compact JSON object a line on stdout (after --summary's): grab jump, slip, velocity continuity, decision (docs/MEASURING.md).")
    var feel = false

    @Option(help: ArgumentHelp("Write the frames as PNG files (frame-00000.png, ...) into this folder (made if missing; frame files from an earlier run there are removed first).", valueName: "dir"), completion: .directory)
    var frames: String?

    @Option(help: ArgumentHelp("Draw pointer, recognizer states, transition progress, velocity and decisions against time into this SVG file.", valueName: "file.svg"), completion: Completions.svg)
    var plot: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --frames, write every Nth of the recorded frames (default 1: all). Not with --fps.", valueName: "n"))
    var every: Int?

    @Option(help: ArgumentHelp("Render a video of the replay, headless, through ffmpeg: .mp4 (H.264) or .gif.", valueName: "out.mp4|out.gif"), completion: .file(extensions: ["mp4", "gif"]))
    var video: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames a second for --video (default 60 for .mp4, 25 for .gif) and, given, for --frames (fixed-rate frames instead of the recorded ones).", valueName: "n"))
    var fps: Double?

    @Option(help: ArgumentHelp("With --video, fit the video into this many pixels (shape kept, centred; even numbers for .mp4). Default: the recorded window's pixels, for a .gif at most 480 wide.", valueName: "WxH"))
    var size: String?

    @Option(name: .customLong("side-by-side"), help: ArgumentHelp("With --video, replay this second session in step and show the two runs side by side, each named in a bar over it.", valueName: "b.jsonl"), completion: Completions.sessions)
    var sideBySide: String?

    @Flag(help: "With --video, draw the pointer over the frames as iOS screen recordings draw touches: a soft translucent circle where it is pressed, a small faint one where a mouse hovers (a lifted touch is not drawn).")
    var touches = false

    /// Which frames `--frames` writes: those whose index is a multiple of this.
    var frameStride: Int { every ?? 1 }

    @Option(parsing: .unconditional, help: ArgumentHelp("Playback speed in a window (2 = twice as fast), more than 0 and at most 100. Not with --headless, --video or --check-pixels, which run as fast as they can.", valueName: "x"))
    var speed: Double?

    @Option(help: ArgumentHelp("A .ttf font to use instead of the system's DejaVu Sans.", valueName: "file"), completion: Completions.fonts)
    var font: String?

    @OptionGroup(title: "Other parameters (replays the recorded input under them; digests are then not checked)")
    var spec: SpecOptions

    @OptionGroup(title: "The second run of a side-by-side video (--side-by-side, or this session again under --b-spec/--b-set)")
    var specB: SpecOptionsB

    func validate() throws {
        if let speed {
            guard speed > 0, speed <= 100, speed.isFinite else {
                throw ValidationError("--speed must be a positive finite number of at most 100 (got \(speed))")
            }
            // A replay without a window has no pace to set: refused rather than ignored.
            if let without = headless ? "--headless" : video != nil ? "--video" : checkPixels ? "--check-pixels" : nil {
                throw ValidationError("--speed sets the pace of a replay in a window; \(without) replays as fast as it can: drop --speed or \(without)")
            }
        }
        if noRender && !headless { throw ValidationError("--no-render needs --headless") }
        if noRender && frames != nil { throw ValidationError("--frames needs pixels: drop --no-render") }
        if noRender && checkPixels { throw ValidationError("--check-pixels needs pixels: drop --no-render") }
        if let injectFault {
            guard RenderFault(rawValue: injectFault) != nil else {
                throw ValidationError("--inject-fault must be one of \(RenderFault.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(injectFault)')")
            }
            if !checkPixels { throw ValidationError("--inject-fault needs --check-pixels") }
        }
        if let every {
            guard every >= 1 else { throw ValidationError("--every must be a whole number of 1 or more (got \(every))") }
            if frames == nil { throw ValidationError("--every needs --frames") }
        }
        if frames?.isEmpty == true { throw ValidationError("--frames needs a folder") }
        try validateVideo()
        if let plot, let problem = OutputFile.extensionProblem(plot, option: "--plot", expected: "svg") { throw ValidationError(problem) }
        _ = try spec.assignments()
        _ = try specB.assignments()
        if !specB.isEmpty && video == nil { throw ValidationError("--b-physics, --b-spec and --b-set set a second run's parameters: they need --video (a side-by-side video)") }
    }

    func run() throws {
        var options = videoOptions(ReplayOptions(file: file, app: HostedApp.app))
        options.headless = headless || checkPixels
        options.checkPixels = checkPixels
        options.fault = injectFault.flatMap(RenderFault.init(rawValue:))
        options.noRender = noRender
        options.verify = verify
        options.frames = frames
        options.frameStride = frameStride
        options.plot = plot
        options.speed = speed ?? 1
        options.font = font
        options.feel = feel
        options.overrides = try spec.assignments()
        options.recordedTimes = recordedTimes
        // A signal stops the replay at its next frame (StopSignal); it then exits 128 + the
        // signal (a video is thrown away first).
        StopSignal.catchSignals()
        let run = MainActor.assumeIsolated {
            let stderr = ProgressOutput()
            var replay = Replay(options, report: stderr.report)
            replay.beside = besideOptions
            replay.progress = stderr.progress
            return replay.run(tracing: false)
        }
        let (code, end, segments) = (run.code, run.summary, run.feel)
        if let stopped = StopSignal.exitCode { throw ExitCode(stopped) }
        if code != 0 { throw ExitCode(code) }
        if summary, let end { try ResultOutput.print(end.json(departures: run.deliveries.map { $0.filter(\.isDeparture) }), command: "replay") }
        if let segments, !segments.isEmpty { try ResultOutput.print(FeelReport(session: file, segments: segments).jsonLines, command: "replay") }
    }
}

