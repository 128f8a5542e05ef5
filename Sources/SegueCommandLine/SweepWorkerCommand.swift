import ArgumentParser
import Foundation
import Runtime

/// `segue sweep-worker` (hidden): the worker process of `segue sweep`. Reads one
/// `SweepJob` JSON line at a time on stdin, replays it (`SweepReplay`), and answers with one
/// `SweepOutcome` JSON line on stdout, until stdin ends.
///
/// Workers run in a process group of their own, so a terminal's Ctrl-C reaches only the
/// sweep. A worker ends as soon as the sweep does, however it ends and whatever the worker
/// is doing: a thread waits for the sweep's end of its stdin to close (the kernel closes it
/// when the sweep exits or is killed) and ends the process, so none is left replaying for
/// nobody. The sweep closes it itself only once every answer it waits for has come.
///
/// For the fault tests, `SEGUE_SWEEP_FAULT=stall:NAME` makes the worker stop answering on
/// the hand named NAME (its file name without `.jsonl`), and `crash:NAME` makes it trap. A
/// stalled worker writes its process ID into `SEGUE_SWEEP_FAULT_READY` (a FIFO the test
/// reads) and keeps it open, so the test sees the stall and, by the FIFO's end, the worker's.
struct SweepWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sweep-worker", abstract: "The worker process of segue sweep (internal).", shouldDisplay: false)

    func run() throws {
        Thread.detachNewThread { Self.endWhenTheSweepDoes() }
        let fault = ProcessInfo.processInfo.environment["SEGUE_SWEEP_FAULT"].flatMap(Self.fault)
        let decoder = JSONDecoder()
        while let line = readLine(strippingNewline: true) {
            guard let job = try? decoder.decode(SweepJob.self, from: Data(line.utf8)) else {
                FileHandleStderr.error("sweep-worker: not a job: \(line.prefix(200))")
                throw ExitCode(2)
            }
            // Taken: the limit's silence starts again here, not at the write of the job.
            Self.sayProgress()
            if let fault, fault.hand == SweepHands.name(job.hand) {
                if fault.kind == "crash" { fatalError("injected crash on \(fault.hand) (SEGUE_SWEEP_FAULT)") }
                Self.sayStalled()
                while true { pause() }
            }
            // A line now and then while it runs, so the sweep's limit is on silence, not on time taken.
            let outcome = MainActor.assumeIsolated {
                SweepReplay.run(job, app: HostedApp.app, frameStepped: { frame in
                    if frame % SweepWorker.progressFrames == 0 { Self.sayProgress() }
                })
            }
            try ResultOutput.print(outcome.jsonLine, command: "sweep-worker")
        }
    }

    /// The progress line (`SweepWorker.progressLine`), made once.
    private static let progress = Data(SweepWorker.progressLine + [0x0a])

    /// Tells the sweep the job goes on, so its limit on silence starts again.
    private static func sayProgress() { FileHandle.standardOutput.write(progress) }

    /// Blocks until the sweep's end of stdin is closed (poll reports a hang-up), then ends
    /// this process at once.
    private static func endWhenTheSweepDoes() {
        var p = pollfd(fd: STDIN_FILENO, events: 0, revents: 0)
        while true {
            p.revents = 0
            let n = poll(&p, 1, -1)
            if n < 0 && errno == EINTR { continue }
            if n < 0 || p.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { _exit(0) }
        }
    }

    /// For the fault tests: the stalled worker's process ID into the FIFO named by
    /// `SEGUE_SWEEP_FAULT_READY`, left open until the process ends.
    private static func sayStalled() {
        guard let path = ProcessInfo.processInfo.environment["SEGUE_SWEEP_FAULT_READY"] else { return }
        let fd = open(path, O_WRONLY)
        guard fd >= 0 else { return }
        let line = Array("\(getpid())\n".utf8)
        _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    private static func fault(_ text: String) -> (kind: String, hand: String)? {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, ["stall", "crash"].contains(parts[0]) else { return nil }
        return (parts[0], parts[1])
    }
}
