import ArgumentParser
import Runtime

/// `segue reseal FILE...`: gives recorded hands the digests this build computes for them,
/// after a change in what a scene shows, keeping the hands themselves.
struct ResealCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reseal",
        abstract: "Give recorded sessions the frame digests this build computes for the same hand.",
        discussion: """
            For a change in what a scene shows (a background, where a layer sits) that leaves what the recorded hand does alone: each session is replayed without pixels and every frame line's digest replaced by this build's, every other byte kept. The replay must end where the session's end line says (stack, presented page, transitions finished and cancelled, frame count); if it does not, the hand no longer does what it did, the file is left as it was and the session has to be recorded again. The file is written beside itself and renamed over the old one.
            Exit codes: 0 every session resealed (or already current); 1 a hand no longer ends as recorded, or a file could not be written; 2 a session cannot be read or replayed.
            """
    )

    @Argument(help: ArgumentHelp("The session files (JSON Lines).", valueName: "file"), completion: Completions.sessions)
    var files: [String]

    @Option(help: ArgumentHelp("A .ttf font to use instead of the system's DejaVu Sans.", valueName: "file"), completion: Completions.fonts)
    var font: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one session file") }
    }

    func run() throws {
        var worst: Int32 = 0
        for file in files {
            let result = MainActor.assumeIsolated { () -> Result<SessionReseal.Outcome, ReplayFailure> in
                do throws(ReplayFailure) { return .success(try SessionReseal.reseal(file, app: HostedApp.app, font: font)) } catch { return .failure(error) }
            }
            switch result {
            case .success(let outcome):
                let what = outcome.changed == 0 ? "already current" : "\(outcome.changed) of \(outcome.frames) frame digests replaced"
                FileHandleStderr.write("segue reseal: \(file): \(what); the end line matches\n")
            case .failure(let failure):
                FileHandleStderr.error(failure.message)
                worst = max(worst, failure.code)
            }
        }
        if worst != 0 { throw ExitCode(worst) }
    }
}
