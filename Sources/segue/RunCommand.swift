import ArgumentParser
import Foundation
import Scenes
import SDLPlatform

/// `segue [--scene ID] [--size WxH] [--renderer R] [--font PATH]`: the live window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the demo window (the default command).",
        discussion: """
            Keys: Q quits; Escape or Backspace goes back; S slows animations 10x; D shows the debug overlay. Scenes: \(AppShell.sceneIDs.joined(separator: ", ")).
            """
    )

    @Option(help: "The scene to start in: \(AppShell.sceneIDs.joined(separator: ", ")).")
    var scene = "catalogue"

    @Option(help: "Window size in points, WxH.")
    var size = WindowSize(width: 1024, height: 768)

    @Option(help: "Renderer: \(RendererKind.allCases.map(\.rawValue).joined(separator: ", ")). Falls back to software if unavailable.")
    var renderer: RendererKind = .auto

    @Option(help: "A .ttf font to use instead of the system's DejaVu Sans.")
    var font: String?

    @Option(help: "Record the session (input events, frame times and digests) to this JSON Lines file.")
    var record: String?

    @Flag(help: "Print each gesture recognizer state change as a JSON line on stderr.")
    var logGestures = false

    @Flag(help: ArgumentHelp("Print how long after launch the first frame was presented.", visibility: .hidden))
    var reportStartup = false

    func validate() throws {
        guard AppShell.sceneIDs.contains(scene) else {
            throw ValidationError("unknown scene '\(scene)' (available: \(AppShell.sceneIDs.joined(separator: ", ")))")
        }
    }

    func run() throws {
        let options = LiveApp.Options(scene: scene, size: size.size, renderer: renderer, font: font, reportStartup: reportStartup, logGestures: logGestures, record: record)
        let code = MainActor.assumeIsolated { LiveApp.run(options) }
        if code != 0 { throw ExitCode(code) }
    }
}
