import ArgumentParser
import Foundation
import Runtime

/// `segue label FILE [finish|cancel]`: stores the outcome the hand's author meant beside the
/// session (`FILE.label`), for `segue sweep` to count hands that end as meant; without an
/// outcome, prints the hand's label (or `none`).
struct LabelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "label",
        abstract: "Label a recorded hand with the outcome its author meant (finish or cancel).",
        discussion: """
            The label is kept in a file beside the session, FILE.label, so the session's own lines are untouched and it still replays and verifies as recorded. `segue sweep` reads it and reports, per grid point, how many hands end as meant.
            Exit codes: 0 done; 1 the label could not be written; 2 the session cannot be read or the outcome is not finish or cancel; 130, 143, 131 ended by SIGINT, SIGTERM, SIGQUIT.
            """
    )

    @Argument(help: ArgumentHelp("The session file (JSON Lines).", valueName: "file"), completion: Completions.sessions)
    var file: String

    @Argument(help: ArgumentHelp("The outcome meant: finish or cancel (none given: print the label).", valueName: "finish|cancel"), completion: .list(["finish", "cancel"]))
    var outcome: String?

    func validate() throws {
        if let outcome, !HandLabel.outcomes.contains(outcome) {
            throw ValidationError("the outcome must be finish or cancel (got \"\(outcome)\")")
        }
    }

    func run() throws {
        do {
            _ = try SweepHandHeader.read(hand: file, keys: [], app: HostedApp.app)
        } catch {
            FileHandleStderr.error("\(error)")
            throw ExitCode(2)
        }
        guard let outcome else {
            let label: String?
            do { label = try HandLabel.read(session: file) } catch {
                FileHandleStderr.error("\(error)")
                throw ExitCode(2)
            }
            try ResultOutput.print(label ?? "none", command: "label")
            return
        }
        do { try HandLabel.write(outcome, session: file) } catch {
            FileHandleStderr.error("\(error)")
            throw ExitCode(1)
        }
    }
}
