import Foundation
import Plots
import Runtime
import Testing
import Sessions

/// contacts-tuned-show, recorded with the inspector: the show's duration slid to 1.03 s and
/// its curve made linear, then a contact opened. Its replay opens the contact over 1.03 s
/// on a straight line: the recorded parameter events hold in the replay.
@MainActor
@Suite struct TunedSessionTests {
    /// The first transition's frames: (time since its first frame, progress).
    func firstTransition(_ trace: ReplayTrace) -> [(Double, Double)] {
        guard let start = trace.frames.firstIndex(where: { ($0.progress ?? 0) > 0 }) else { return [] }
        let frames = trace.frames[start...].prefix { $0.progress != nil }
        let t0 = frames.first?.time ?? 0
        return frames.map { ($0.time - t0, $0.progress ?? 0) }
    }

    @Test func theRecordedParameterChangesHoldInTheReplay() throws {
        let (_, trace, summary) = try ExampleSession.replay("contacts-tuned-show")
        #expect(summary.completedTransitions == 2)
        let show = firstTransition(trace)
        let length = try #require(show.last?.0)
        #expect(abs(length - 1.03) < 0.05, "the show took \(length) s")
        // Linear: progress keeps pace with time, within a frame's worth.
        for (t, p) in show where t < 1 { #expect(abs(p - t / 1.03) < 0.03, "at \(t) s: \(p)") }
    }
}
