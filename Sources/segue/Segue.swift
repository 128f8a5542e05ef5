import ArgumentParser

struct Segue: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "iOS-style custom and interactive navigation transitions in a real window.",
        version: version,
        subcommands: [RunCommand.self, ReplayCommand.self, BenchCommand.self, SnapshotCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
