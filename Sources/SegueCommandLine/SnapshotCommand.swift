import ArgumentParser
import Compositor
import Foundation
import Outputs
import Runtime
import SDLPlatform
import Host
import Views

/// `segue snapshot --scene ID --out FILE.png`: draws one frame of a scene headless (software
/// renderer, no display) and writes it as PNG.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render one frame of a scene without a display and write it as PNG.",
        discussion: "Exit codes: 0 written; 1 the PNG could not be written (nothing is left half-written; a reader of standard output that left ends it quietly by SIGPIPE); 2 an option, the font or the renderer is unusable; 130, 143, 131 ended by SIGINT, SIGTERM, SIGQUIT."
    )

    @Option(help: ArgumentHelp("The scene: \(HostedApp.app.sceneIDs.joined(separator: ", ")).", valueName: "id"), completion: Completions.scenes)
    var scene = HostedApp.app.sceneIDs.first ?? ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Size in points, whole numbers from 1 to 16384 (default: 1024x768).", valueName: "WxH"),
        transform: WindowSize.parse)
    var size = WindowSize.standard

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point, from 1 to 4 (2 for a HiDPI image).", valueName: "n"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("A .ttf font to use instead of the system's DejaVu Sans.", valueName: "file"), completion: Completions.fonts)
    var font: String?

    @Option(help: "Where to write the PNG (.png), or - for standard output. An existing file is replaced only by a complete new one; a link keeps pointing at it.", completion: .file(extensions: ["png"]))
    var out: String

    func validate() throws {
        guard HostedApp.app.sceneIDs.contains(scene) else {
            throw ValidationError("unknown scene '\(scene)' (available: \(HostedApp.app.sceneIDs.joined(separator: ", ")))")
        }
        guard scale >= 1, scale <= 4 else { throw ValidationError("--scale must be a number from 1 to 4 (got \(scale))") }
        if out == OutputFile.standardOutput && isatty(STDOUT_FILENO) != 0 {
            // PNG bytes would garble the terminal.
            throw ValidationError("--out -: standard output is a terminal; redirect it to a file or a pipe")
        }
        if out != OutputFile.standardOutput, let problem = OutputFile.extensionProblem(out, option: "--out", expected: "png") {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        let code: Int32 = MainActor.assumeIsolated {
            do {
                let resources = try Resources(app: HostedApp.app, font: font)
                defer { resources.close() }
                // The first frame of the scene, made as the live loop and replays make theirs.
                let stage = try Stage(resources: resources, scene: scene, size: size.size, output: .headless(scale: scale), startTime: 0)
                defer { stage.close() }
                stage.driver.step()
                stage.render()
                guard let image = stage.snapshot() else {
                    FileHandleStderr.error("could not read the frame back")
                    return 1
                }
                try OutputFile(path: out).write(try image.opaque.pngData())
                return 0
            } catch let e as OutputError {
                FileHandleStderr.error("\(e)")
                return 1
            } catch let e as SDLError {
                FileHandleStderr.error("\(out): \(e)")
                return 1
            } catch let e as StartupError {
                FileHandleStderr.error(e.description)
                return 2
            } catch {
                FileHandleStderr.error("\(error)")
                return 2
            }
        }
        if code != 0 { throw ExitCode(code) }
    }
}
