import ArgumentParser
import Runtime

/// `segue replay FILE`: plays a recorded session again, in a window in real time or headless
/// as fast as possible, optionally proving that every frame matches its recorded digest.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded session (see docs/SESSION_FORMAT.md).",
        discussion: """
            In a window: space pauses and resumes, the right arrow steps one frame while paused, q or closing the window stops.
            Exit codes: 0 replayed (and, with --verify, every frame and the end line match); 1 not verified (a frame or the end line differs, the file has no frames, or the replay was stopped before its end) or an output file could not be written; 2 the session or an option is invalid (a --frames folder that is not a writable folder included).
            """
    )

    @Argument(help: ArgumentHelp("The session file (JSON Lines).", valueName: "file"))
    var file: String

    @Flag(help: "No window: the software renderer, as fast as the machine allows.")
    var headless = false

    @Flag(help: "With --headless, skip drawing pixels (digests only).")
    var noRender = false

    @Flag(help: "Compare every frame's digest and the end line's summary with the recording; exit 1 at the first difference.")
    var verify = false

    @Flag(help: "Print the replay's end state as one JSON object on stdout.")
    var summary = false

    @Flag(help: "Print the feel of every drag on a transition as one JSON object on stdout (after --summary's): grab jump, tracking error, release velocity error, decision.")
    var feel = false

    @Option(help: ArgumentHelp("Write the frames as PNG files (frame-00000.png, ...) into this folder (made if missing; frame files from an earlier run there are removed first).", valueName: "dir"))
    var frames: String?

    @Option(help: ArgumentHelp("Draw pointer, recognizer states, transition progress, velocity and decisions against time into this SVG file.", valueName: "file.svg"))
    var plot: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --frames, write every Nth of the recorded frames (default 1: all).", valueName: "n"))
    var every: Int?

    /// Which frames `--frames` writes: those whose index is a multiple of this.
    var frameStride: Int { every ?? 1 }

    @Option(parsing: .unconditional, help: ArgumentHelp("Playback speed in a window (2 = twice as fast), more than 0 and at most 100.", valueName: "x"))
    var speed: Double = 1

    @Option(help: ArgumentHelp("A .ttf font to use instead of the system's DejaVu Sans.", valueName: "file"))
    var font: String?

    @OptionGroup(title: "Other parameters (replays the recorded input under them; digests are then not checked)")
    var spec: SpecOptions

    func validate() throws {
        guard speed > 0, speed <= 100, speed.isFinite else {
            throw ValidationError("--speed must be a positive finite number of at most 100 (got \(speed))")
        }
        if noRender && !headless { throw ValidationError("--no-render needs --headless") }
        if noRender && frames != nil { throw ValidationError("--frames needs pixels: drop --no-render") }
        if let every {
            guard every >= 1 else { throw ValidationError("--every must be a whole number of 1 or more (got \(every))") }
            if frames == nil { throw ValidationError("--every needs --frames") }
        }
        if frames?.isEmpty == true { throw ValidationError("--frames needs a folder") }
        if let plot, let problem = OutputFile.extensionProblem(plot, option: "--plot", expected: "svg") { throw ValidationError(problem) }
        _ = try spec.assignments()
    }

    func run() throws {
        var options = ReplayOptions(file: file)
        options.headless = headless
        options.noRender = noRender
        options.verify = verify
        options.frames = frames
        options.frameStride = frameStride
        options.plot = plot
        options.speed = speed
        options.font = font
        options.feel = feel
        options.overrides = try spec.assignments()
        let (code, end, segments) = MainActor.assumeIsolated { Replay(options, report: { FileHandleStderr.write($0 + "\n") }).run() }
        if code != 0 { throw ExitCode(code) }
        if summary, let end { print(end.json) }
        if let segments { print(FeelReport(session: file, segments: segments).json) }
    }
}

