import ArgumentParser
import Motion
import Runtime
import Host
import Sessions
import SpecExport

/// `segue spec`: the transition parameters. Prints them as a spec file (every parameter at
/// its default, or at the values --spec/--set give), as a table, the spec file's schema, or as
/// code to paste into an app (`--export swiftui|uikit|css`).
struct SpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec",
        abstract: "Print the transition parameters: a spec file to edit (the defaults), a table, the JSON Schema, or code (SwiftUI, UIKit, CSS).",
        discussion: """
            Every duration, curve, spring and release rule of the demos and of the default navigation is a named parameter. \
            A spec file is a JSON object of parameter names to values; `segue --spec FILE` runs under it and \
            `segue replay SESSION --spec FILE` replays the recorded input under it. Names left out keep their defaults.
            Values: a number; a curve as [x1, y1, x2, y2] or a name (\(CubicBezier.named.map(\.name).joined(separator: ", "))); \
            a spring as {"duration": s, "dampingRatio": r}.
            --export writes every curve, spring, duration and release rule (at the values --spec/--set give) as code: \
            swiftui (Animation.timingCurve, Animation.spring(duration:bounce:)), uikit (UICubicTimingParameters, \
            UISpringTimingParameters) or css (custom properties: cubic-bezier(), linear() for springs; the release rules \
            as JavaScript in a comment). See docs/TUNING.md.
            A spec file is read once (it may be a pipe, as in --spec <(...)); a FIFO no process writes is refused after 1 s.
            Exit codes: 0 printed; 1 standard output could not be written (a reader that left, as in `| head`, ends it quietly by SIGPIPE); 2 a spec file or setting is invalid (the message names the key); 130, 143, 131 ended by SIGINT, SIGTERM, SIGQUIT.
            """
    )

    @Flag(help: "Print a table: name, value, range and what each parameter does.")
    var list = false

    @Flag(help: "Print the JSON Schema of a spec file (docs/transition-spec.schema.json).")
    var schema = false

    @Option(help: ArgumentHelp("Print the spec as code to paste: \(SpecExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var export: SpecExportFormat?

    @OptionGroup var spec: SpecOptions

    func validate() throws {
        if [list, schema, export != nil].filter({ $0 }).count > 1 { throw ValidationError("--list, --schema and --export exclude each other") }
        _ = try spec.assignments()
    }

    func run() throws {
        if schema {
            try ResultOutput.print(SpecSchema.json(HostedApp.app.catalogue), terminator: "", command: "spec")
            return
        }
        var values = TransitionSpec(catalogue: HostedApp.app.catalogue)
        try? values.apply(try spec.assignments())  // checked in validate
        if let export {
            try ResultOutput.print(SpecHandoff(values).code(export), terminator: "", command: "spec")
        } else if list {
            try ResultOutput.print(SpecTable(values).text, terminator: "", command: "spec")
        } else {
            try ResultOutput.print(SpecJSON.file(values), terminator: "", command: "spec")
        }
    }
}
