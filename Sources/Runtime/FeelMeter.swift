import Compositor
import Foundation
import Geometry
import Navigation

/// Measures the feel of drags on transitions from what the frames show, one call per frame
/// after its step: the layer trees' placements and the navigation telemetry.
///
/// - grab jump: the largest distance any layer moved between the frame before a grab and
///   the frame of the grab (a held transition must show what it showed); when the pointer
///   also moved within that frame, the tracked point's distance between the progress the
///   frame before showed and the one the grab stopped at;
/// - tracking error: while held, how far the tracked point is from where the transition
///   puts it at the progress the pointer asks for (read off the positions the segment showed
///   at each progress, interpolated), at each frame;
/// - release velocity error: the tracked point's speed at release (a quadratic through the
///   first three frames after it) against the pointer's release velocity carried into the
///   transition (its progress velocity times the point's travel per unit of progress).
@MainActor
public final class FeelMeter {
    /// Below this pointer speed at release (points per second) a velocity error means nothing.
    public static let stillSpeed = 50.0

    struct Sample {
        let time: Double
        let shown: Double
        let asked: Double?
        let point: Point
    }

    private struct Open {
        var segment: FeelSegment
        var progressBefore: Double?
        var startProgress: Double
        var held: [Sample] = []
        var after: [Sample] = []
        var progressVelocity: Double?
        var pointerVelocityVector: Point?
    }

    public private(set) var segments: [FeelSegment] = []
    private var open: Open?
    private var previous: LayerPlacements?
    private var previousProgress: Double?

    public init() {}

    /// Reads one frame: `roots` are the layer trees on screen (the scene and its presentations).
    public func observe(frame: Int, time: Double, telemetry: TransitionTelemetry, roots: [Layer]) {
        let placements = LayerPlacements(roots)
        defer {
            previous = placements
            previousProgress = telemetry.progress
        }
        guard let drag = telemetry.interaction else { return }
        if open?.segment.serial != drag.serial {
            close()
            var segment = FeelSegment(serial: drag.serial, operation: drag.operation.rawValue, grabbed: drag.grabbed, startFrame: frame,
                startTime: time, notes: [])
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
        guard var o = open else { return }
        defer { open = o }
        // The decision is noted even when the transition ended in the release's own frame.
        if !drag.isHeld, let release = drag.release, o.segment.releaseFrame == nil {
            o.segment.releaseFrame = frame
            o.segment.decision = FeelSegment.Decision(release.decision)
            o.segment.releaseVelocityPtPerS = release.pointerVelocity
            o.progressVelocity = release.progressVelocity
            o.pointerVelocityVector = release.pointerVelocityVector
        }
        guard let progress = telemetry.progress, let point = drag.trackedPoint else { return }
        if drag.isHeld {
            o.held.append(Sample(time: time, shown: progress, asked: drag.pointerProgress, point: point))
        } else if o.segment.releaseFrame != nil, o.after.count < 3 {
            o.after.append(Sample(time: time, shown: progress, asked: nil, point: point))
        }
    }

    /// Ends the segment in progress (the replay ended); its figures are worked out.
    public func finish() { close() }

    private func close() {
        guard var o = open else { return }
        open = nil
        let curve = (o.held + o.after).sorted { $0.shown < $1.shown }
        if let before = o.progressBefore, !curve.isEmpty {
            o.segment.grabJumpPt = FeelMeter.position(at: o.startProgress, on: curve).distance(to: FeelMeter.position(at: before, on: curve))
        }
        let errors = o.held.compactMap { s in s.asked.map { FeelMeter.position(at: $0, on: curve).distance(to: s.point) } }.sorted()
        if errors.isEmpty {
            o.segment.notes.append("no held frame while the transition ran")
        } else {
            o.segment.trackingErrorPt = FeelSegment.Spread(median: errors[errors.count / 2], p95: errors[min(errors.count - 1, Int((Double(errors.count) * 0.95).rounded(.up)) - 1)],
                max: errors[errors.count - 1], frames: errors.count)
        }
        switch FeelMeter.releaseVelocityError(o) {
        case .success(let pct): o.segment.releaseVelocityErrorPct = pct
        case .failure(let why): o.segment.notes.append("release velocity: " + why.reason)
        }
        segments.append(o.segment)
    }

    struct NotApplicable: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Percent, or why it does not apply.
    private static func releaseVelocityError(_ o: Open) -> Result<Double, NotApplicable> {
        guard let decision = o.segment.decision, let pv = o.progressVelocity, let v = o.segment.releaseVelocityPtPerS else {
            return .failure(NotApplicable("not released while the transition ran"))
        }
        guard decision.basis != "gestureCancelled", decision.basis != "heading" else {
            return .failure(NotApplicable("decided by \(decision.basis): no pointer velocity is carried on"))
        }
        guard abs(v) >= stillSpeed else { return .failure(NotApplicable(String(format: "let go almost still (%.0f pt/s)", v))) }
        guard pv != 0 else { return .failure(NotApplicable("the drag does not carry the pointer's speed on")) }
        let forward = decision.outcome == "finish"
        guard (pv > 0) == forward else {
            return .failure(NotApplicable("let go moving against the way it \(forward ? "finishes" : "cancels"), so it starts from rest"))
        }
        guard o.after.count == 3 else { return .failure(NotApplicable("fewer than three frames after release")) }
        let a = o.after
        // A page that follows the pointer in x and y (a card) should leave at its velocity.
        if let card = o.pointerVelocityVector, card.length >= 1 {
            return .success((initialVelocity(a) - card).length / card.length * 100)
        }
        let dp = a[1].shown - a[0].shown
        guard abs(dp) > 1e-9 else { return .failure(NotApplicable("the transition did not move in the frame after release")) }
        // The point's travel per unit of progress over the first frame, times the progress velocity handed on.
        let slope = Point(x: (a[1].point.x - a[0].point.x) / dp, y: (a[1].point.y - a[0].point.y) / dp)
        let expected = Point(x: slope.x * pv, y: slope.y * pv)
        guard expected.length >= 1 else { return .failure(NotApplicable("the tracked point barely moves with progress")) }
        return .success((initialVelocity(a) - expected).length / expected.length * 100)
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
        if abs(hi.shown - lo.shown) < 1e-12 { return abs(p - hi.shown) < 1e-12 ? hi.point : hi.point }
        let f = (p - lo.shown) / (hi.shown - lo.shown)
        return Point(x: lo.point.x + (hi.point.x - lo.point.x) * f, y: lo.point.y + (hi.point.y - lo.point.y) * f)
    }

    /// The derivative at the first sample of the quadratic through three (time, point) samples.
    static func initialVelocity(_ s: [Sample]) -> Point {
        let t0 = s[0].time, t1 = s[1].time - t0, t2 = s[2].time - t0
        func d(_ y0: Double, _ y1: Double, _ y2: Double) -> Double {
            // Newton's divided differences of y(t) = y0 + b t + c t^2; y'(0) = b.
            let f01 = (y1 - y0) / t1, f12 = (y2 - y1) / (t2 - t1), f012 = (f12 - f01) / t2
            return f01 - f012 * t1
        }
        return Point(x: d(s[0].point.x, s[1].point.x, s[2].point.x), y: d(s[0].point.y, s[1].point.y, s[2].point.y))
    }
}
