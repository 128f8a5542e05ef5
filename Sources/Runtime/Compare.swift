import Foundation
import Outputs
import Plots
import Sessions

/// `segue compare`: replays two runs without pixels (each as its `ReplayOptions` say, with
/// the trace and the feel of every drag collected), writes one SVG of both
/// (`ComparisonPlot`) and gives back a one-line summary of their differences. What it has to
/// say goes to `report`; the exit code is 0 written, 1 the output could not be written,
/// 2 a run's session or a start-up problem (the run's own message names the file).
@MainActor
public struct Compare {
    let options: CompareOptions
    let report: (String) -> Void
    /// Draws a progress bar over both replays (nil: none, as when stderr is not a terminal).
    public var progress: ((String) -> Void)?

    public init(_ options: CompareOptions, report: @escaping (String) -> Void) {
        self.options = options
        self.report = report
    }

    /// The exit code and, when written, the summary line.
    public func run() -> (code: Int32, summary: String?) {
        // An output that cannot be written is found before the replays.
        do {
            try OutputFile(path: options.output).checkWritable()
        } catch {
            report(ErrorLine.text("\(error)"))
            return (1, nil)
        }
        // Both runs' frames, for the progress bar (a session that cannot be read counts 0
        // here and is named by its replay).
        let frames = [options.a, options.b].map { side in (try? SessionExtent.read(SessionReader(appSession: side.replay.file, app: side.replay.app)))?.frames ?? 0 }
        let reporter = progress.map { ProgressReporter(label: "compare", total: max(1, frames[0] + frames[1]), write: $0) }
        defer { reporter?.finish() }
        let a: ComparedRun, b: ComparedRun
        switch replay(options.a, as: "A", frameStepped: { reporter?.update($0 + 1) }) {
        case .success(let run): a = run
        case .failure(let failed): return (failed.code, nil)
        }
        switch replay(options.b, as: "B", frameStepped: { reporter?.update(frames[0] + $0 + 1) }) {
        case .success(let run): b = run
        case .failure(let failed): return (failed.code, nil)
        }
        let plot = ComparisonPlot(a, b)
        do {
            try OutputFile(path: options.output).write(Array(plot.svg(title: "Segue compare: A \(a.label) vs B \(b.label)").utf8))
        } catch {
            report(ErrorLine.text("\(error)"))
            return (1, nil)
        }
        return (0, plot.table.summaryLine(labelA: a.label, labelB: b.label))
    }

    struct Failed: Error {
        let code: Int32
    }

    /// One side replayed headless without pixels, or the replay's exit code (said through `report`).
    private func replay(_ side: CompareOptions.Side, as run: String, frameStepped: @escaping (Int) -> Void) -> Result<ComparedRun, Failed> {
        var options = side.replay
        options.headless = true
        options.noRender = true
        options.feel = true
        options.verify = false
        options.frames = nil
        options.plot = nil
        // The replay's messages, said as the comparison's and naming the run.
        let say = report
        var replay = Replay(options, report: { message in
            if message.hasPrefix(ErrorLine.prefix) {
                say(ErrorLine.prefix + "run \(run): " + message.dropFirst(ErrorLine.prefix.count))
            } else {
                let text = message.hasPrefix("segue replay: ") ? String(message.dropFirst("segue replay: ".count)) : message
                say("segue compare: run \(run): " + text)
            }
        })
        replay.frameStepped = frameStepped
        let result = replay.run(tracing: true)
        guard result.code == 0 else { return .failure(Failed(code: result.code)) }
        guard let summary = result.summary, let trace = result.trace else {
            report(ErrorLine.text("run \(run): \(options.file): the replay gave no result"))
            return .failure(Failed(code: 2))
        }
        return .success(ComparedRun(label: side.label, summary: summary, feel: result.feel ?? [], trace: trace, departures: result.departures))
    }
}
