import Foundation
import Geometry
import Views

/// A zoom transition's page as a card. `clip` holds the page and clips it, rounded; the
/// zoom's property animator moves its frame between the page's full frame and its source's,
/// so the card is where the transition says. The card itself (the holder, over the whole
/// container) adds an offset set each frame, never animated: how far the hand has taken the
/// card off that path.
///
/// - Held, the point pressed stays under the pointer, as the card shrinks or grows with
///   the drag's progress.
/// - Let go, the offset shrinks to nothing in step with the progress left to run (gone
///   when the card lands on its source or is back in full), and a critically damped impulse
///   carries the rest of the pointer's velocity, so the card leaves the hand at the
///   pointer's speed in both directions and still lands exactly.
///
/// Positions are the container's points; "toward the source" is the card's own progress
/// (0: full, 1: on the source), read from the clip's size as shown, so it is the same
/// whichever way the transition runs and however it is driven.
@MainActor
final class ZoomCard: View {
    let clip = View()
    let fullFrame: Rect
    /// Where the source shows (set once it is measured, with the page in the card).
    var sourceFrame: Rect
    /// The offset now (the holder's translation).
    private(set) var offset = Point.zero
    private var follow: Follow = .none
    private lazy var link = DisplayLink(view: self) { [weak self] link in self?.step(at: link.timestamp) }

    /// The impulse's natural frequency (radians per second): a critically damped bump that
    /// peaks 1/ω after release at v / (e ω), about 3 pt per 100 pt/s of sideways speed.
    static let impulseFrequency = 12.0

    private enum Follow {
        case none
        /// The pointer now and where on the card (0...1 of its size) it holds.
        case pointer(Point, anchor: Point)
        /// Let go: the offset then, the impulse's speed, the card's progress then and the
        /// end it runs to (0 or 1), and when the first frame after came.
        case release(offset: Point, impulse: Point, from: Double, toward: Double, start: Double?)
    }

    init(frame: Rect, fullFrame: Rect, sourceFrame: Rect) {
        self.fullFrame = fullFrame
        self.sourceFrame = sourceFrame
        super.init(frame: frame)
        clip.clipsToBounds = true
        addSubview(clip)
    }

    /// Starts the card's calls each frame (it is in the window now).
    func startFollowing() { link.start() }

    func stopFollowing() {
        link.stop()
        follow = .none
    }

    /// The clip's frame as shown (presentation values) in the holder.
    var shownClipFrame: Rect {
        let v = clip.layer.presentation, a = clip.layer.anchorPoint
        let size = v.bounds.size
        return Rect(x: v.position.x - a.x * size.width, y: v.position.y - a.y * size.height, width: size.width, height: size.height)
    }

    /// The card's progress toward its source as shown: 0 full, 1 on the source.
    var progressTowardSource: Double {
        let shown = shownClipFrame.size
        let dw = fullFrame.width - sourceFrame.width, dh = fullFrame.height - sourceFrame.height
        let q = abs(dw) >= abs(dh) ? (abs(dw) > 0.001 ? (fullFrame.width - shown.width) / dw : 0)
            : (fullFrame.height - shown.height) / dh
        return q.isFinite ? min(1, max(0, q)) : 0
    }

    /// The hand takes the card: `press` (where the press began) keeps its place on the card
    /// as shown now, and the card follows `pointer` from here.
    func hold(pointer: Point, press: Point) {
        let shown = shownClipFrame.offsetBy(dx: offset.x, dy: offset.y)
        let anchor = Point(x: shown.width > 0 ? (press.x - shown.minX) / shown.width : 0.5,
            y: shown.height > 0 ? (press.y - shown.minY) / shown.height : 0.5)
        follow = .pointer(pointer, anchor: anchor)
    }

    func move(pointer: Point) {
        guard case .pointer(_, let anchor) = follow else { return }
        follow = .pointer(pointer, anchor: anchor)
    }

    /// Let go at `pointerVelocity`, the transition continuing at `progressVelocity` (its
    /// progress per second) toward `end` (the card's progress there: 1 on the source, 0 full);
    /// `towardSourceSign` is +1 when the transition's progress runs toward the source (a
    /// dismissal), -1 when away (a presentation).
    func release(pointerVelocity: Point, progressVelocity: Double, towardSourceSign: Double, end: Double) {
        guard case .pointer(_, let anchor) = follow else { return }
        let q = progressTowardSource
        let dq = progressVelocity.isFinite ? towardSourceSign * progressVelocity : 0
        // The velocity the card would leave with without an impulse: its animated path's,
        // at the anchored point, plus the offset's own shrinking.
        let path = Point(x: (sourceFrame.minX - fullFrame.minX) + anchor.x * (sourceFrame.width - fullFrame.width),
            y: (sourceFrame.minY - fullFrame.minY) + anchor.y * (sourceFrame.height - fullFrame.height))
        let shrink = Self.remainingSlope(from: q, toward: end)
        let without = Point(x: (path.x + offset.x * shrink) * dq, y: (path.y + offset.y * shrink) * dq)
        let v = Point(x: pointerVelocity.x.isFinite ? pointerVelocity.x : 0, y: pointerVelocity.y.isFinite ? pointerVelocity.y : 0)
        follow = .release(offset: offset, impulse: v - without, from: q, toward: end, start: nil)
    }

    /// The share of the offset left at progress `q` of a run from `from` to `end`: 1 at
    /// the start, 0 at the end, in proportion to the progress left.
    static func remaining(_ q: Double, from: Double, toward end: Double) -> Double {
        let span = end - from
        guard abs(span) > 0.0001 else { return 0 }
        return min(1, max(0, (end - q) / span))
    }

    /// d(remaining)/dq at the start of a run.
    static func remainingSlope(from: Double, toward end: Double) -> Double {
        let span = end - from
        return abs(span) > 0.0001 ? -1 / span : 0
    }

    private func step(at time: Double) {
        let shown = shownClipFrame
        switch follow {
        case .none:
            return
        case .pointer(let pointer, let anchor):
            let desired = Point(x: pointer.x - anchor.x * shown.width, y: pointer.y - anchor.y * shown.height)
            show(offset: Point(x: desired.x - shown.minX, y: desired.y - shown.minY))
        case .release(let start, let impulse, let from, let end, let began):
            let t0 = began ?? time
            if began == nil { follow = .release(offset: start, impulse: impulse, from: from, toward: end, start: t0) }
            let tau = max(0, time - t0), w = Self.impulseFrequency
            let bump = tau * exp(-w * tau)
            let share = Self.remaining(progressTowardSource, from: from, toward: end)
            show(offset: Point(x: (start.x + impulse.x * bump) * share, y: (start.y + impulse.y * bump) * share))
        }
    }

    private func show(offset o: Point) {
        offset = Point(x: o.x.isFinite ? o.x : 0, y: o.y.isFinite ? o.y : 0)
        transform = AffineTransform(translationX: offset.x, y: offset.y)
    }
}
