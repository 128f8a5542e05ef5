import ArgumentParser
import Foundation
import Runtime

/// `segue sweep-worker` (hidden): the worker process of `segue sweep`. Reads one `SweepJob`
/// JSON line at a time on stdin, replays it (`SweepReplay`), and answers with one
/// `SweepOutcome` JSON line on stdout, until stdin ends.
struct SweepWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sweep-worker", abstract: "The worker process of segue sweep (internal).", shouldDisplay: false)

    func run() throws {
        let decoder = JSONDecoder()
        while let line = readLine(strippingNewline: true) {
            guard let job = try? decoder.decode(SweepJob.self, from: Data(line.utf8)) else {
                FileHandleStderr.error("sweep-worker: not a job: \(line.prefix(200))")
                throw ExitCode(2)
            }
            let outcome = MainActor.assumeIsolated { SweepReplay.run(job) }
            try ResultOutput.print(outcome.jsonLine, command: "sweep-worker")
        }
    }
}
