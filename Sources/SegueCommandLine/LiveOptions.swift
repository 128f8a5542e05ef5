import ArgumentParser
import Host
import SDLPlatform

/// The live window's options: `segue [options]` and `segue run [options]` take the same.
struct LiveOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The scene to start in: \(HostedApp.app.sceneIDs.joined(separator: ", ")).", valueName: "id"), completion: Completions.scenes)
    var scene = HostedApp.app.sceneIDs.first ?? ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Window size in points, whole numbers from 1 to 16384 (default: 1024x768).", valueName: "WxH"),
        transform: WindowSize.parse)
    var size = WindowSize.standard

    @Option(help: ArgumentHelp("Renderer: \(RendererKind.allCases.map(\.rawValue).joined(separator: ", ")). Falls back to software if unavailable.", valueName: "name"))
    var renderer: RendererKind = .auto

    @Option(help: ArgumentHelp("A .ttf font to use instead of the system's DejaVu Sans.", valueName: "file"), completion: Completions.fonts)
    var font: String?

    @Option(help: ArgumentHelp("Record the session (input events, frame times and digests) to this JSON Lines file. An existing non-empty file is kept unless --force.", valueName: "file"), completion: Completions.sessions)
    var record: String?

    @Flag(help: "With --record, overwrite an existing file.")
    var force = false

    @OptionGroup var spec: SpecOptions

    @Flag(help: "Start with reduce motion on (R turns it on and off): zooms and slides become cross-fades of the same duration, springs settle without overshoot. Recorded in the session's header.")
    var reduceMotion = false

    @Flag(help: "Print each gesture recognizer state change as a JSON line on stderr.")
    var logGestures = false

    @Flag(help: ArgumentHelp("Print how long after launch the first frame was presented.", visibility: .hidden))
    var reportStartup = false

    @Flag(help: ArgumentHelp("Print when each new pointer position was presented (scripts/input-latency reads it).", visibility: .hidden))
    var latencyProbe = false

    func validate() throws {
        guard HostedApp.app.sceneIDs.contains(scene) else {
            throw ValidationError("unknown scene '\(scene)' (available: \(HostedApp.app.sceneIDs.joined(separator: ", ")))")
        }
        if force && record == nil { throw ValidationError("--force goes with --record") }
        _ = try spec.assignments()
    }

    /// Opens the window and runs until quit.
    func runLiveApp() throws {
        let options = LiveApp.Options(scene: scene, size: size.size, renderer: renderer, font: font, reportStartup: reportStartup,
            logGestures: logGestures, latencyProbe: latencyProbe, record: record, force: force, spec: try spec.assignments(),
            specFiles: spec.files, specSettings: spec.settings, reduceMotion: reduceMotion)
        let code = MainActor.assumeIsolated { LiveApp.run(options) }
        if code != 0 { throw ExitCode(code) }
    }
}
