import Compositor
import Foundation
import Geometry
import Navigation
import Motion

/// Measures the feel of transitions from what the frames show and what the animation models
/// say, one call per frame after its step: the layer trees' placements and the navigation
/// telemetry.
///
/// - grab jump: the largest distance any layer moved between the frame before a grab and
///   the frame of the grab (a held transition must show what it showed); when the pointer
///   also moved within that frame, the tracked point's distance between the progress the
///   frame before showed and the one the grab stopped at;
/// - slip: each held frame, how far the content under the press is drawn from the pointer
///   (the press's point of the tracked layer carried by its presentation transform), along
///   the drag's axis (both axes for a card), in window points; frames with the transition
///   against an end (it cannot follow further) are left out and counted in the notes;
/// - velocity continuity: where the motion changed hands (a release, a click letting a
///   grabbed transition carry on, Back turning a push around), the speed just before (the
///   hand's, or the running animation's derivative) against the new animation's at its
///   start, and the largest acceleration step at the change and in the 100 ms after, all
///   from the models (`VelocityHandover`), so they do not depend on the frame rate.
@MainActor
public final class FeelMeter {
    /// Below this pointer speed at release (points per second) a velocity jump means nothing.
    public static let stillSpeed = 50.0
    /// Below this speed before a click or a reversal (progress per second) nothing was moving.
    public static let stillProgressSpeed = 0.1

    struct Sample {
        let time: Double
        let shown: Double
        let point: Point
    }

    private struct Open {
        var segment: FeelSegment
        var progressBefore: Double?
        var startProgress: Double
        var held: [Sample] = []
        var slips: [Double] = []
        /// Held frames with the transition against an end the pointer asked past.
        var pinned = 0
    }

    public private(set) var segments: [FeelSegment] = []
    private var open: Open?
    private var previous: LayerPlacements?
    private var previousProgress: Double?
    private var lastHandover: VelocityHandover?

    public init() {}

    /// Reads one frame: `roots` are the layer trees on screen (the scene and its presentations).
    public func observe(frame: Int, time: Double, telemetry: TransitionTelemetry, roots: [Layer]) {
        let placements = LayerPlacements(roots)
        defer {
            previous = placements
            previousProgress = telemetry.progress
        }
        if let drag = telemetry.interaction { observe(drag, frame: frame, time: time, progress: telemetry.progress, placements: placements) }
        if let h = telemetry.handover, h != lastHandover {
            lastHandover = h
            note(h, frame: frame, time: time)
        }
    }

    private func observe(_ drag: InteractionTelemetry, frame: Int, time: Double, progress: Double?, placements: LayerPlacements) {
        if open?.segment.serial != drag.serial { start(drag, frame: frame, time: time, placements: placements) }
        guard var o = open else { return }
        defer { open = o }
        // The decision is noted even when the transition ended in the release's own frame.
        if !drag.isHeld, let release = drag.release, o.segment.releaseFrame == nil {
            o.segment.releaseFrame = frame
            o.segment.decision = FeelSegment.Decision(release.decision)
            o.segment.releaseVelocityPtPerS = release.pointerVelocity
        }
        guard drag.isHeld, let point = drag.trackedPoint else { return }
        if let progress { o.held.append(Sample(time: time, shown: progress, point: point)) }
        // Against an end (fully popped, back at the start) the content cannot follow further.
        if let progress, progress <= 1e-9 || progress >= 1 - 1e-9 {
            o.pinned += 1
            return
        }
        let d = point - drag.pointer
        switch drag.axis {
        case .horizontal: o.slips.append(abs(d.x))
        case .vertical: o.slips.append(abs(d.y))
        case .radial: o.slips.append(d.length)
        }
    }

    private func start(_ drag: InteractionTelemetry, frame: Int, time: Double, placements: LayerPlacements) {
        close()
        var segment = FeelSegment(kind: "drag", serial: drag.serial, operation: drag.operation.rawValue, grabbed: drag.grabbed, startFrame: frame,
            startTime: time, followsPointer: drag.followsPointer, notes: [])
        var progressBefore: Double?
        if drag.grabbed {
            if let previous {
                if abs(drag.pointerProgress - drag.startProgress) < 1e-12 {
                    segment.grabJumpPt = placements.largestMove(since: previous)
                } else {
                    // The pointer moved within the grab's frame, so layers moved by right:
                    // the jump is between the progress the frame before showed and the one
                    // the grab stopped at, in the tracked point's travel per unit of progress.
                    progressBefore = previousProgress
                    segment.notes.append("the pointer moved in the frame of the grab: the jump is the grab's progress against the frame before's, on the tracked point")
                }
            } else {
                segment.notes.append("grabbed on the first frame: no frame before it")
            }
        }
        open = Open(segment: segment, progressBefore: progressBefore, startProgress: drag.startProgress)
    }

    /// A change of hands: a release or a click belongs to the drag in progress; a reversal
    /// is a segment of its own.
    private func note(_ h: VelocityHandover, frame: Int, time: Double) {
        let continuity = FeelMeter.continuity(h, frame: frame)
        switch h.kind {
        case .release, .carryOn:
            guard var o = open else { return }
            o.segment.velocity = continuity.value
            if let why = continuity.note { o.segment.notes.append("velocity: " + why) }
            open = o
        case .reversal:
            close()
            segments.append(FeelSegment(kind: "reversal", serial: nil, operation: h.operation.rawValue, grabbed: false, startFrame: frame, startTime: time,
                velocity: continuity.value, notes: continuity.note.map { ["velocity: " + $0] } ?? []))
        }
    }

    /// The figures of a change of hands, and why the jump does not apply when it does not.
    @_spi(Testing) public static func continuity(_ h: VelocityHandover, frame: Int) -> (value: FeelSegment.Continuity, note: String?) {
        let after = h.velocityAfter
        let step = h.motionAfter.map { $0.largestAccelerationStep(at: $0.startTime, before: h.accelerationBefore) } ?? 0
        var c = FeelSegment.Continuity(event: h.kind.rawValue, frame: frame, progress: h.progress, before: h.velocityBefore, after: after, jumpPct: nil,
            accelStep: step)
        guard h.motionAfter != nil else { return (c, "it ended at once: no motion after") }
        guard abs(h.velocityBefore) >= stillProgressSpeed else {
            return (c, String(format: "nothing was moving before (%.3f per second)", h.velocityBefore))
        }
        c.jumpPct = abs(after - h.velocityBefore) / abs(h.velocityBefore) * 100
        return (c, nil)
    }

    /// Ends the segment in progress (the replay ended); its figures are worked out.
    public func finish() { close() }

    private func close() {
        guard var o = open else { return }
        open = nil
        let curve = o.held.sorted { $0.shown < $1.shown }
        if let before = o.progressBefore, !curve.isEmpty {
            o.segment.grabJumpPt = FeelMeter.position(at: o.startProgress, on: curve).distance(to: FeelMeter.position(at: before, on: curve))
        }
        let slips = o.slips.sorted()
        if o.pinned > 0 { o.segment.notes.append("slip: \(o.pinned) held frames against an end of the transition left out") }
        if slips.isEmpty {
            o.segment.notes.append("no held frame while the transition ran")
        } else {
            o.segment.slipPt = FeelSegment.Spread(median: slips[slips.count / 2], p95: slips[min(slips.count - 1, Int((Double(slips.count) * 0.95).rounded(.up)) - 1)],
                max: slips[slips.count - 1], frames: slips.count)
        }
        if let v = o.segment.releaseVelocityPtPerS, abs(v) < FeelMeter.stillSpeed, o.segment.velocity?.event == "release" {
            o.segment.velocity?.jumpPct = nil
            o.segment.notes.append(String(format: "velocity: let go almost still (%.0f pt/s)", v))
        }
        segments.append(o.segment)
    }

    /// Where the segment showed the tracked point at progress `p`: interpolated between the
    /// two nearest progresses it showed, extrapolated past the ends.
    static func position(at p: Double, on curve: [Sample]) -> Point {
        guard let first = curve.first else { return .zero }
        guard curve.count > 1 else { return first.point }
        var i = 1
        while i < curve.count - 1 && curve[i].shown < p { i += 1 }
        var lo = curve[i - 1], hi = curve[i]
        // Equal progresses (a held frame): step back to a distinct one if there is one.
        var j = i - 1
        while abs(hi.shown - lo.shown) < 1e-12 && j > 0 { j -= 1; lo = curve[j] }
        if abs(hi.shown - lo.shown) < 1e-12 { return hi.point }
        let f = (p - lo.shown) / (hi.shown - lo.shown)
        return Point(x: lo.point.x + (hi.point.x - lo.point.x) * f, y: lo.point.y + (hi.point.y - lo.point.y) * f)
    }
}
