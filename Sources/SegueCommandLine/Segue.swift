import ArgumentParser
import Runtime
import Foundation

/// `segue [options]` opens the live window (the `run` command); the other commands replay,
/// draw and measure.
struct Segue: ParsableCommand {
    static let version = SegueVersion.string

    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "segue",
        abstract: "iOS-style custom and interactive navigation transitions in a real window.",
        usage: "segue [run] [<options>]\n  segue <subcommand> [<options>]",
        discussion: LiveApp.keysHelp + "\n\nOPTIONS of the window (`segue [run]`):\n" + liveOptionsHelp,
        version: version,
        subcommands: [RunCommand.self, ReplayCommand.self, CompareCommand.self, SweepCommand.self, LabelCommand.self, ResealCommand.self, SnapshotCommand.self]
            + HostedApp.extraCommands + [SpecCommand.self, SweepWorkerCommand.self],
        defaultSubcommand: RunCommand.self
    ) }

    /// The window's options as `segue run --help` lists them, so `segue --help` shows them too
    /// (a root command's own options would also claim the subcommands' --size and --scene).
    static var liveOptionsHelp: String {
        let help = RunCommand.helpMessage(columns: 78)
        guard let start = help.range(of: "OPTIONS:\n") else { return "" }
        return help[start.upperBound...].split(separator: "\n").filter { !$0.contains("--help") && !$0.contains("--version") }.joined(separator: "\n")
    }
}
