import ArgumentParser
import Motion
import Runtime

/// `--b-spec FILE` and `--b-set key=value`: the parameters of a second run (B) over its
/// recording's, where two runs are shown together (`segue compare`, a side-by-side video).
struct SpecOptionsB: ParsableArguments {
    @Option(name: .customLong("b-spec"), help: ArgumentHelp("Run B's parameters from this JSON file (over its recording's).", valueName: "file"), completion: Completions.specFiles)
    var files: [String] = []

    @Option(name: .customLong("b-set"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Set one of run B's parameters, e.g. \(HelpExamples.bSet) (repeatable).", valueName: "key=value"), completion: Completions.settings)
    var settings: [String] = []

    @Option(name: .customLong("b-physics"), help: ArgumentHelp("Run B under a platform's physics: uikit, flutter or android (before --b-spec and --b-set).", valueName: "platform"), completion: Completions.physics)
    var physics: String?

    var isEmpty: Bool { files.isEmpty && settings.isEmpty && physics == nil }

    /// Run B's assignments, or a usage error naming the file (or --b-physics, --b-set) and the key.
    func assignments() throws -> [SpecAssignment] {
        try SpecOptions.assignments(physics: physics, files: files, settings: settings, options: ("--b-physics", "--b-set"))
    }
}
