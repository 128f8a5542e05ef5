import Foundation
import Geometry
import Gestures
import Runtime
import SegueTesting
import Testing
import DemoTesting
import Navigation
import Plots

/// The trace a replay collects for its plots tells the truth: the velocity is what the pan
/// reads at each frame (zero once the pointer rests, the release's own at the release), and
/// the same session traces the same twice.
@MainActor
@Suite(.serialized) struct ReplayTraceTests {
    /// A drag that rests (about 250 ms) before it is let go.
    static let restingDrag = "side-by-side-pan-pop-finishes"

    @Test func theVelocityIsZeroWhileThePointerRestsBeforeRelease() throws {
        let (_, trace, _) = try ExampleSession.replay(Self.restingDrag)
        let events = try ExampleSession.pointerEventTimes(Self.restingDrag)
        var resting = 0, moving = 0
        for f in trace.frames {
            guard let v = f.velocity, let last = events.last(where: { $0 <= f.time }) else { continue }
            if f.time - last > VelocityTracker.stopGap + 1e-9 {
                resting += 1
                #expect(v == .zero, "at t=\(f.time), \(f.time - last) s after the last pointer event, the velocity reads \(v)")
            } else if abs(v.x) > 1000 {
                moving += 1
            }
        }
        // Not vacuous: the drag moved fast, then rested for several frames while held.
        #expect(moving >= 5, "\(moving) frames moving faster than 1000 pt/s")
        #expect(resting >= 5, "\(resting) resting frames while a pan was active")
        // And its release read zero too, as the decision says.
        let release = try #require(trace.releases.first)
        #expect(release.decision.velocity == 0)
        #expect(trace.frames[release.frame].velocity == .zero)
    }

    /// At each release's frame the plotted velocity is the one the decision read (along the
    /// drag's axis, up to the drag's sign), in every example session with a release.
    @Test func theVelocityAtAReleaseIsTheDecisionsVelocity() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ExampleSession.folder.path).filter { $0.hasSuffix(".jsonl") }
            .map { String($0.dropLast(6)) }.sorted()
        var fast = 0
        for name in names {
            let (_, trace, _) = try ExampleSession.replay(name)
            for release in trace.releases {
                let v = try #require(trace.frames[release.frame].velocity, "\(name): no velocity at the release at t=\(release.time)")
                let d = abs(release.decision.velocity)
                if name.hasPrefix("photos-") {
                    // The viewer's card is dragged in two dimensions: its decision reads the
                    // velocity away from the press, a component of the trace's, never more.
                    #expect(d <= v.length + 1e-6, "\(name): release at t=\(release.time) read \(release.decision.velocity) pt/s, the trace \(v)")
                } else {
                    let off = min(abs(abs(v.x) - d), abs(abs(v.y) - d))
                    #expect(off < 1e-6 * max(1, d), "\(name): release at t=\(release.time) read \(release.decision.velocity) pt/s, the trace \(v)")
                }
                if d > 500 { fast += 1 }
            }
        }
        #expect(fast >= 2, "releases with speed: \(fast)")
    }

    @Test func theSameSessionTracesTheSameTwice() throws {
        let (_, one, _) = try ExampleSession.replay("catalogue-edge-swipe")
        let (_, two, _) = try ExampleSession.replay("catalogue-edge-swipe")
        #expect(one.frames == two.frames)
        #expect(one.stateChanges == two.stateChanges)
        #expect(one.releases.map(\.decision) == two.releases.map(\.decision))
        #expect(one.releases.count == 2)
    }
}
