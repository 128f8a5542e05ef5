import Foundation
import Runtime

/// The feel figures: every example session in Assets/Sessions replayed with the feel meter
/// (no pixels), its drags on transitions summed up: the largest grab jump, the worst
/// segment's 95th-percentile tracking error and the median segment's, and the release
/// velocity errors, with how many segments each figure covers.
@MainActor
struct FeelBench {
    let sessions: URL

    func figures() throws -> [(String, Double)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: sessions.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        var segments: [FeelSegment] = []
        for name in names {
            var options = ReplayOptions(file: sessions.appendingPathComponent(name).path)
            options.headless = true
            options.noRender = true
            options.feel = true
            let (code, _, feel) = Replay(options, report: { _ in }).run()
            guard code == 0, let feel else { throw BenchError("replaying \(name) for its feel failed (exit \(code))") }
            segments += feel
        }
        let jumps = segments.compactMap(\.grabJumpPt)
        let tracking = segments.compactMap(\.trackingErrorPt)
        let velocity = segments.compactMap(\.releaseVelocityErrorPct).sorted()
        func median(_ v: [Double]) -> Double { v.isEmpty ? .nan : v.sorted()[v.count / 2] }
        return [
            ("feel.segments", Double(segments.count)),
            ("feel.grab_jump_pt_max", jumps.max() ?? .nan),
            ("feel.grabs", Double(jumps.count)),
            ("feel.tracking_error_pt_median", median(tracking.map(\.median))),
            ("feel.tracking_error_pt_p95_max", tracking.map(\.p95).max() ?? .nan),
            ("feel.release_velocity_error_pct_median", median(velocity)),
            ("feel.release_velocity_error_pct_max", velocity.last ?? .nan),
            ("feel.release_velocity_segments", Double(velocity.count)),
        ]
    }

    nonisolated static let figureNames = ["feel.segments", "feel.grab_jump_pt_max", "feel.grabs", "feel.tracking_error_pt_median", "feel.tracking_error_pt_p95_max",
        "feel.release_velocity_error_pct_median", "feel.release_velocity_error_pct_max", "feel.release_velocity_segments"]
}
