import SegueTesting
import Foundation
import Motion
import Runtime
import Testing
import DemoTesting
import Scenes
import Plots

/// A replay's --set holds through it: contacts-tuned-show changes the show's duration to
/// 1.03 s with the inspector before it opens a contact; replayed with the duration set to
/// 0.5, that recorded change is skipped (and said), and the contact opens in 0.5 s.
@MainActor
@Suite struct PinnedParameterTests {
    @Test func aSetValueHoldsOverTheRecordingsOwnChange() throws {
        DummyVideo.use()
        var options = ReplayOptions(file: ExampleSession.path("contacts-tuned-show"), app: DemoApp.repository)
        options.headless = true
        options.noRender = true
        options.overrides = [SpecAssignment("contacts.show.duration", .number(0.5))]
        var said: [String] = []
        let run = Replay(options, report: { said.append($0) }).run(tracing: true)
        #expect(run.code == 0, "\(said)")
        let trace = try #require(run.trace)
        #expect(said.contains { $0.contains("the recording's 1 change to contacts.show.duration skipped (the values given hold)") }, "\(said)")
        let start = try #require(trace.frames.firstIndex(where: { ($0.progress ?? 0) > 0 }), "no transition")
        let show = trace.frames[start...].prefix { $0.progress != nil }
        let length = (show.last?.time ?? 0) - (show.first?.time ?? 0)
        #expect(abs(length - 0.5) < 0.05, "the show took \(length) s")
    }
}
