import Foundation
import Runtime
import Scenes

/// `sweep.replays_per_s`: replays a sweep gets through a second, all cores busy: the hands of
/// `Assets/Hands` (the sweep corpus; the example sessions when it is missing) under five
/// values of Side by side's release threshold, in `segue sweep`'s worker processes (this
/// executable's `sweep-worker`), one per core, timed from the first job to the last answer.
struct SweepBench {
    nonisolated static let figureNames = ["sweep.replays_per_s"]
    let assets: URL

    func replaysPerSecond() throws -> Double {
        let hands = assets.appendingPathComponent("Hands").path
        let folder = FileManager.default.fileExists(atPath: hands) ? hands : assets.appendingPathComponent("Sessions").path
        guard let executable = Bundle.main.executablePath, (executable as NSString).lastPathComponent == "segue" else {
            throw BenchError("sweep.replays_per_s runs segue's sweep workers: measure it with `segue bench`")
        }
        let files: [String], grid: SweepGrid
        do {
            files = try SweepHands.expand([folder])
            grid = try SweepGrid(["side-by-side.release.threshold=0.3..0.7:0.1"], hands: files.count, catalogue: SceneRegistry.catalogue)
        } catch {
            throw BenchError("sweep.replays_per_s: \(error)")
        }
        let jobs = files.flatMap { hand in grid.points.map { SweepJob(hand: hand, settings: grid.settings($0), params: [:]) } }
        let pool = SweepPool(executable: executable, jobs: jobs, limits: jobs.map { _ in 300 }, workers: ProcessInfo.processInfo.activeProcessorCount)
        let start = Date()
        let outcomes: [SweepOutcome]
        do { outcomes = try pool.run { _ in } } catch { throw BenchError("sweep.replays_per_s: \(error)") }
        let seconds = Date().timeIntervalSince(start)
        if let failed = outcomes.first(where: { $0.error != nil }) { throw BenchError("sweep.replays_per_s: \(failed.hand): \(failed.error ?? "")") }
        return Double(jobs.count) / seconds
    }
}
