import Host
import Feel
import Foundation
import Runtime

/// The feel figures: every example session in Assets/Sessions replayed with the feel meter
/// (no pixels), summed up: the largest grab jump, the worst 95th-percentile slip of the drags
/// whose content follows the pointer, the largest velocity jump at a release, a click
/// carrying on and a reversal, and the largest acceleration step, with how many each covers.
@MainActor
struct FeelBench {
    let sessions: URL
    let app: any SegueApp

    func figures() throws -> [(String, Double)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: sessions.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        var segments: [FeelSegment] = []
        for name in names {
            var options = ReplayOptions(file: sessions.appendingPathComponent(name).path, app: app)
            options.headless = true
            options.noRender = true
            options.feel = true
            let (code, _, feel) = Replay(options, report: { _ in }).run()
            guard code == 0, let feel else { throw BenchError("replaying \(name) for its feel failed (exit \(code))") }
            segments += feel
        }
        let jumps = segments.compactMap(\.grabJumpPt)
        let slips = segments.filter { $0.followsPointer == true }.compactMap(\.slipPt)
        func velocityJumps(_ event: String) -> [Double] { segments.compactMap { $0.velocity?.event == event ? $0.velocity?.jumpPct : nil } }
        let release = velocityJumps("release"), carryOn = velocityJumps("carry_on"), reversal = velocityJumps("reversal")
        let steps = segments.compactMap { $0.velocity?.accelStep }
        func median(_ v: [Double]) -> Double { v.isEmpty ? .nan : v.sorted()[v.count / 2] }
        return [
            ("feel.segments", Double(segments.count)),
            ("feel.grab_jump_pt_max", jumps.max() ?? .nan),
            ("feel.grabs", Double(jumps.count)),
            ("feel.slip_pt_median", median(slips.map(\.median))),
            ("feel.slip_pt_p95_max", slips.map(\.p95).max() ?? .nan),
            ("feel.slip_segments", Double(slips.count)),
            ("feel.release_velocity_jump_pct_max", release.max() ?? .nan),
            ("feel.release_velocity_jumps", Double(release.count)),
            ("feel.carry_on_velocity_jump_pct_max", carryOn.max() ?? .nan),
            ("feel.reversal_velocity_jump_pct_max", reversal.max() ?? .nan),
            ("feel.reversals", Double(reversal.count)),
            ("feel.accel_step_max", steps.max() ?? .nan),
        ]
    }

    nonisolated static let figureNames = ["feel.segments", "feel.grab_jump_pt_max", "feel.grabs", "feel.slip_pt_median", "feel.slip_pt_p95_max",
        "feel.slip_segments", "feel.release_velocity_jump_pct_max", "feel.release_velocity_jumps", "feel.carry_on_velocity_jump_pct_max",
        "feel.reversal_velocity_jump_pct_max", "feel.reversals", "feel.accel_step_max"]
}
