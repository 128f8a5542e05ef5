import ArgumentParser
import Motion
import Runtime
import Host

/// `--spec FILE` and `--set key=value`: transition parameters other than the defaults (or,
/// in a replay, other than the recording's). Any command that runs transitions takes them.
struct SpecOptions: ParsableArguments {
    @Option(name: .customLong("spec"), help: ArgumentHelp("Transition parameters from this JSON file (see `segue spec`; docs/transition-spec.schema.json).", valueName: "file"), completion: Completions.specFiles)
    var files: [String] = []

    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Set one transition parameter, e.g. \(HelpExamples.set) (repeatable; after --spec).", valueName: "key=value"), completion: Completions.settings)
    var settings: [String] = []

    @Option(name: .customLong("physics"),
        help: ArgumentHelp("A platform's scroll, bounce, release and edge-swipe physics: uikit (the defaults), flutter or android (before --spec and --set).", valueName: "platform"), completion: Completions.physics)
    var physics: String?

    var isEmpty: Bool { files.isEmpty && settings.isEmpty && physics == nil }

    /// The assignments, or a usage error (exit 2) naming the option and key; a spec file's
    /// problem is said here, without the usage, and ends the command with exit 2.
    func assignments() throws -> [SpecAssignment] {
        try Self.assignments(physics: physics, files: files, settings: settings, options: ("--physics", "--set"))
    }

    /// The preset, files, then settings, resolved; a problem is a usage error naming the
    /// file, or the preset or setting under the option it was given with.
    static func assignments(physics: String?, files: [String], settings: [String], options: (physics: String, set: String)) throws -> [SpecAssignment] {
        do {
            return try SpecFile.resolve(physics: physics, files: files, settings: settings, catalogue: HostedApp.app.catalogue)
        } catch {
            var message = error.description
            // A spec file that cannot be read or holds a bad value is bad input, not a
            // mistyped command line: said without the usage, exit 2.
            if files.contains(where: { message.hasPrefix($0 + ":") }) {
                FileHandleStderr.error(message)
                throw ExitCode(2)
            }
            if message.hasPrefix("--set") { message = options.set + message.dropFirst(5) }
            if message.hasPrefix("--physics") { message = options.physics + message.dropFirst(9) }
            throw ValidationError(message)
        }
    }
}
