import ArgumentParser
import Foundation
import Host
import Outputs
import Runtime
import Views

/// The whole command line of Segue for an app on the host: the window (`run`), `replay`,
/// `compare`, `sweep`, `label`, `reseal`, `snapshot` and `spec`, each over `app`'s scenes
/// and parameters. An app's executable is one line, `SegueMain.run(app: MyApp())`; Segue's
/// own adds `bench` as an extra command.
public enum SegueMain {
    /// Parses the process's arguments and runs the command; never returns.
    @MainActor public static func run(app: any SegueApp, extraCommands: [any ParsableCommand.Type] = []) -> Never {
        HostedApp.install(app, extraCommands: extraCommands)
        // A parent may have started us with SIGINT, SIGTERM, SIGQUIT and SIGHUP blocked (threads of test
        // runners often do); unblock them so they stop a run as they should.
        var quitSignals = sigset_t()
        sigemptyset(&quitSignals)
        for s in [SIGINT, SIGTERM, SIGQUIT, SIGHUP] { sigaddset(&quitSignals, s) }
        pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
        // Each ends the process with 128 + the signal; a command with something to finish first (a
        // recording's end line) catches them instead (StopSignal). SIGQUIT is a quit, never a crash report.
        StopSignal.endProcessOnSignals()
        // SIGHUP (the terminal closed) ends a run as SIGTERM does, so a recording gets its end line.
        signal(SIGHUP) { _ in kill(getpid(), SIGTERM) }
        // A FIFO whose reader went away is a write error to report, not a reason to die.
        signal(SIGPIPE, SIG_IGN)

        // The engine's warnings about misuse (it never prints itself).
        Diagnostics.handler = { FileHandleStderr.write("segue: warning: \($0)\n") }

        let arguments = Array(CommandLine.arguments.dropFirst())
        // `segue replai x.jsonl` is a mistyped command, not the live window's argument.
        if let unknown = CommandSuggestion.unknownCommand(in: arguments) {
            FileHandleStderr.error(unknown)
            exit(2)
        }

        // Every error is one `segue: error: ...` line (ErrorLine), ArgumentParser's own ("Error: ...")
        // included; only usage errors go on with the usage. Usage errors exit 2 (ArgumentParser's
        // default is 64); help, version and completions exit 0.
        do {
            var command = try Segue.parseAsRoot(arguments)
            try command.run()
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            let code = Segue.exitCode(for: error)
            if code == .success {
                Segue.exit(withError: error)
            }
            let message = CommandSuggestion.errorText(Segue.fullMessage(for: error))
            if !message.isEmpty { FileHandleStderr.write(message + "\n") }
            exit(code == .validationFailure ? 2 : code.rawValue)
        }
        exit(0)
    }
}
