import ArgumentParser
import Motion
import Runtime

/// `--spec FILE` and `--set key=value`: transition parameters other than the defaults (or,
/// in a replay, other than the recording's). Any command that runs transitions takes them.
struct SpecOptions: ParsableArguments {
    @Option(name: .customLong("spec"), help: ArgumentHelp("Transition parameters from this JSON file (see `segue spec`; docs/transition-spec.schema.json).", valueName: "file"))
    var files: [String] = []

    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Set one transition parameter, e.g. contacts.show.duration=0.5 or contacts.show.curve=[0.2,0.8,0.2,1] (repeatable; after --spec).", valueName: "key=value"))
    var settings: [String] = []

    var isEmpty: Bool { files.isEmpty && settings.isEmpty }

    /// The assignments, or a usage error (exit 2) naming the file and key.
    func assignments() throws -> [SpecAssignment] { try Self.assignments(files: files, settings: settings, setOption: "--set") }

    /// Files, then settings, resolved; a problem is a usage error naming the file, or the
    /// setting under the option it was given with.
    static func assignments(files: [String], settings: [String], setOption: String) throws -> [SpecAssignment] {
        do {
            return try SpecFile.resolve(files: files, settings: settings)
        } catch {
            throw ValidationError(error.description.hasPrefix("--set") ? setOption + error.description.dropFirst(5) : error.description)
        }
    }
}
