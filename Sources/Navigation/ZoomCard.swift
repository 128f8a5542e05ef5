import Foundation
import Geometry
import Views
import Compositor

/// A zoom transition's page as a card. `clip` clips it, rounded; the zoom's property
/// animator moves its frame between the page's full frame and its source's, so the card is
/// where the transition says. Each frame the card takes its look at its progress from
/// `ZoomCardForm`: its `shape` (in the clip, holding the page) narrows to the page's content
/// and rounds, the page's chrome fades, the `backdrop` below it dims what is behind, and a
/// still of the source fades in as it lands. The card itself (the holder, over the whole
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
@_spi(Testing) public final class ZoomCard: View {
    @_spi(Testing) public let clip = View()
    /// The card's shape in the clip, which holds the page: its bounds' origin is its frame's,
    /// so the page's place in the clip does not change as the shape narrows.
    @_spi(Testing) public let shape = View()
    /// Black over what is behind the card, below it in the container.
    @_spi(Testing) public let backdrop = View()
    /// The page's content (a picture on a black page) in the page's own points, laid out in full.
    var contentRect = Rect.zero
    /// The page's chrome and its own opacities: they fade as the card forms.
    private var chrome: [(view: View, alpha: Double)] = []
    /// A still of the source, which the card fades into as it lands.
    private var still: View?
    private var sourceRadius = 0.0
    /// The page's frame in full (the container's bounds, laid out again when they change).
    var fullFrame: Rect
    /// Where the source shows (set once it is measured, with the page in the card, and
    /// again when the container's bounds change).
    @_spi(Testing) public var sourceFrame: Rect
    /// The page in the clip, and its transform at the source's end: the point held is a
    /// point of the page (of the picture), wherever the zoom has scaled it to.
    weak var page: View?
    var pageTransformAtSource = Geometry.AffineTransform.identity
    /// The offset now (the holder's translation).
    @_spi(Testing) public private(set) var offset = Point.zero
    private var follow: Follow = .none
    private lazy var link = DisplayLink(view: self) { [weak self] link in self?.step(at: link.timestamp) }

    /// The impulse's natural frequency (radians per second): a critically damped bump that
    /// peaks 1/ω after release at v / (e ω), about 5 pt per 100 pt/s it carries.
    static let impulseFrequency = 8.0

    private enum Follow {
        case none
        /// The pointer now and the point of the page it holds (the page's own points).
        case pointer(Point, anchor: Point)
        /// Let go, until the frame shows it: the last pointer and anchor, the pointer's
        /// velocity, the card's progress speed and the end it runs to (0 or 1).
        case letGo(Point, anchor: Point, velocity: Point, progressSpeed: Double, toward: Double)
        /// Let go: the offset then, the impulse's speed, the card's progress then and the
        /// end it runs to, and the frame's time it was let go at.
        case release(offset: Point, impulse: Point, from: Double, toward: Double, start: Double)
    }

    init(frame: Rect, fullFrame: Rect, sourceFrame: Rect) {
        self.fullFrame = fullFrame
        self.sourceFrame = sourceFrame
        super.init(frame: frame)
        clip.clipsToBounds = true
        shape.clipsToBounds = true
        backdrop.backgroundColor = .black
        backdrop.isUserInteractionEnabled = false
        addSubview(clip)
        clip.addSubview(shape)
    }

    /// The backdrop and the card go on top of `container`.
    func install(in container: View) {
        backdrop.frame = container.bounds
        container.addSubview(backdrop)
        container.addSubview(self)
    }

    /// The card and its backdrop go; the chrome is shown as it was.
    func remove() {
        for c in chrome { c.view.alpha = c.alpha }
        chrome = []
        backdrop.removeFromSuperview()
        removeFromSuperview()
    }

    /// The page's chrome, which fades as the card forms.
    func fades(_ views: [View]) {
        chrome = views.map { ($0, $0.alpha) }
    }

    /// The source as it shows now (its still, taken before it is hidden) and its corner radius.
    func lands(on source: View?, cornerRadius: Double) {
        still?.removeFromSuperview()
        still = source?.snapshotView()
        sourceRadius = cornerRadius
        if let still { shape.addSubview(still) }
    }

    /// Starts the card's calls each frame (it is in the window now).
    func startFollowing() {
        link.start()
        form()
    }

    func stopFollowing() {
        link.stop()
        follow = .none
    }

    /// The card's look at its progress as shown.
    private func form() {
        let look = ZoomCardForm(progress: progressTowardSource)
        let clipBounds = Rect(size: shownClipFrame.size)
        backdrop.frame = superview?.bounds ?? backdrop.frame
        backdrop.alpha = look.dimming
        for c in chrome { c.view.alpha = c.alpha * look.chromeAlpha }
        let content = page.map { $0.layer.convert(contentRect, to: clip.layer) } ?? clipBounds
        let shaped = look.shape(clip: clipBounds, content: content)
        shape.frame = shaped
        shape.bounds = shaped
        shape.cornerRadius = look.cornerRadius(source: sourceRadius)
        guard let still else { return }
        still.alpha = look.landingAlpha
        // The source shows the middle of the page's content filled into its own shape, so the
        // still lies over that middle of the content as the card shows it: the two register
        // while the still fades in, whatever the clip's shape on the way.
        let own = still.bounds.size
        let scale = min(content.width / max(own.width, 1e-9), content.height / max(own.height, 1e-9))
        still.center = Point(x: content.midX, y: content.midY)
        still.transform = AffineTransform(scaleX: scale, y: scale)
    }

    /// The clip's frame as shown (presentation values) in the holder.
    @_spi(Testing) public var shownClipFrame: Rect {
        let v = clip.layer.presentation, a = clip.layer.anchorPoint
        let size = v.bounds.size
        return Rect(x: v.position.x - a.x * size.width, y: v.position.y - a.y * size.height, width: size.width, height: size.height)
    }

    /// The card's progress toward its source as shown: 0 full, 1 on the source.
    @_spi(Testing) public var progressTowardSource: Double {
        let shown = shownClipFrame.size
        let dw = fullFrame.width - sourceFrame.width, dh = fullFrame.height - sourceFrame.height
        let q = abs(dw) >= abs(dh) ? (abs(dw) > 0.001 ? (fullFrame.width - shown.width) / dw : 0)
            : (fullFrame.height - shown.height) / dh
        return q.isFinite ? min(1, max(0, q)) : 0
    }

    /// The hand takes the card: the point of the page under `press` (where the press began,
    /// as the card shows now) stays under the pointer from here.
    func hold(pointer: Point, press: Point) {
        guard let page else { return }
        let local = page.layer.convert(Point(x: press.x - offset.x, y: press.y - offset.y), from: layer)
        follow = .pointer(pointer, anchor: local)
    }

    func move(pointer: Point) {
        guard case .pointer(_, let anchor) = follow else { return }
        follow = .pointer(pointer, anchor: anchor)
    }

    /// Let go at `pointerVelocity`, the transition continuing at `progressVelocity` (its
    /// progress per second) toward `end` (the card's progress there: 1 on the source, 0 full);
    /// `towardSourceSign` is +1 when the transition's progress runs toward the source (a
    /// dismissal), -1 when away (a presentation). The release is worked out in the frame
    /// that shows it, from where the card shows then (the pointer may have moved in the
    /// same frame as it let go).
    func release(pointerVelocity: Point, progressVelocity: Double, towardSourceSign: Double, end: Double) {
        guard case .pointer(let pointer, let anchor) = follow else { return }
        let dq = progressVelocity.isFinite ? towardSourceSign * progressVelocity : 0
        let v = Point(x: pointerVelocity.x.isFinite ? pointerVelocity.x : 0, y: pointerVelocity.y.isFinite ? pointerVelocity.y : 0)
        follow = .letGo(pointer, anchor: anchor, velocity: v, progressSpeed: dq, toward: end)
    }

    /// The offset that keeps the page's point `anchor`, as the zoom shows it now, under `pointer`.
    private func offset(holding anchor: Point, under pointer: Point) -> Point {
        guard let page else { return offset }
        // Where it shows in the holder's own points, before the offset.
        let unmoved = page.layer.convert(anchor, to: layer)
        return Point(x: pointer.x - unmoved.x, y: pointer.y - unmoved.y)
    }

    /// How the page's point `anchor` moves along the zoom's path per unit of progress toward
    /// the source: the clip's origin moving, and the page's scale and shift about its centre.
    private func pathSlope(of anchor: Point) -> Point {
        let t = pageTransformAtSource, c = Point(x: fullFrame.width / 2, y: fullFrame.height / 2)
        let rel = Point(x: anchor.x - c.x, y: anchor.y - c.y)
        // The page's transform at the source maps rel to (a rel.x + c rel.y + tx, b rel.x + d rel.y + ty).
        let atSource = Point(x: t.a * rel.x + t.c * rel.y + t.tx, y: t.b * rel.x + t.d * rel.y + t.ty)
        return Point(x: (sourceFrame.minX - fullFrame.minX) + atSource.x - rel.x, y: (sourceFrame.minY - fullFrame.minY) + atSource.y - rel.y)
    }

    /// The impulse that makes the held point leave at `v`: what is left of it once the
    /// animated path (at that point) and the offset's own shrinking are taken away.
    private func impulse(anchor: Point, offset o: Point, progress q: Double, progressSpeed dq: Double, toward end: Double, velocity v: Point) -> Point {
        let path = pathSlope(of: anchor)
        let shrink = Self.remainingSlope(from: q, toward: end)
        return Point(x: v.x - (path.x + o.x * shrink) * dq, y: v.y - (path.y + o.y * shrink) * dq)
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
        form()
        switch follow {
        case .none:
            return
        case .pointer(let pointer, let anchor):
            show(offset: offset(holding: anchor, under: pointer))
        case .letGo(let pointer, let anchor, let v, let dq, let end):
            // The frame of the release: where the hand left it, and the impulse from here.
            let o = offset(holding: anchor, under: pointer), q = progressTowardSource
            follow = .release(offset: o, impulse: impulse(anchor: anchor, offset: o, progress: q, progressSpeed: dq, toward: end, velocity: v),
                from: q, toward: end, start: time)
            show(offset: o)
        case .release(let start, let impulse, let from, let end, let t0):
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
