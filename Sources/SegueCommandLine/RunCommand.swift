import ArgumentParser

/// `segue run [options]`: the live window, as plain `segue [options]` opens it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the demo window (what `segue` without a command does).",
        discussion: LiveApp.keysHelp
    )

    @OptionGroup var options: LiveOptions

    func run() throws { try options.runLiveApp() }
}
