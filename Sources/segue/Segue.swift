import ArgumentParser
import Scenes

/// `segue [options]` opens the live window; the subcommands replay, measure and draw.
struct Segue: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "iOS-style custom and interactive navigation transitions in a real window.",
        discussion: LiveApp.keysHelp,
        version: version,
        subcommands: [RunCommand.self, ReplayCommand.self, SnapshotCommand.self, BenchCommand.self]
    )

    @OptionGroup var options: LiveOptions

    func run() throws { try options.runLiveApp() }
}
