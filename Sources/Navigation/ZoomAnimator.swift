import Compositor
import Geometry
import Motion
import Views

/// The animator of a `ZoomTransition`: the presented page grows out of its source view and
/// shrinks back onto it. The page goes into a `ZoomCard` whose clip moves between the
/// page's full frame and the source's frame, its corners between 0 and the source's radius,
/// while the page inside is scaled so its content rect (the whole page unless the zoom
/// names one) fills the source at the source's end, as the source shows it (aspect fill).
/// The source is transparent meanwhile. One property animator runs it all, so it scrubs,
/// springs from a release and can be grabbed; the card's offset from the hand, and its look
/// at its progress (`ZoomCardForm`: its shape, chrome, backdrop, landing), are the card's.
@MainActor
public final class ZoomAnimator: PropertyTransitionAnimator {
    public let isPresenting: Bool
    private weak var zoom: ZoomTransition?
    /// The card while the transition runs.
    private(set) var card: ZoomCard?
    private weak var source: View?
    /// The source's opacity before the zoom made it transparent (hidden by opacity, not
    /// `isHidden`, which a grid may set on a cell it recycles meanwhile).
    private var sourceAlpha = 1.0

    init(presenting: Bool, zoom: ZoomTransition) {
        isPresenting = presenting
        self.zoom = zoom
    }

    public override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(NavigationParameters.zoomDuration) }

    /// The page moves under the hand (the card holds a point of it under the pointer).
    public override func trackedLayer(using context: TransitionContext) -> Layer? { card?.page?.layer }

    /// Where the card is at either end: its frame, corner radius and the page's transform.
    private struct Pose {
        var frame: Rect
        var radius: Double
        var pageTransform: AffineTransform
        var pageAlpha: Double
    }

    public override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let container = context.containerView
        let page = context.view(forKey: isPresenting ? .to : .from)
        let full = container.bounds
        // The page goes into the card (in the window, so its text measures).
        let card = ZoomCard(frame: full, fullFrame: full, sourceFrame: .zero)
        card.install(in: container)
        card.shape.insertSubview(page, at: 0)
        page.transform = .identity
        card.page = page
        card.fades(zoom?.chrome?(page) ?? [])
        self.card = card
        hideSource(zoom?.sourceView())
        let a = layoutAnimator(curve: context.spec.curve(NavigationParameters.zoomCurve), using: context)
        card.startFollowing()
        let presenting = isPresenting
        a.addCompletion { [weak self] _ in
            let cancelled = context.transitionWasCancelled
            if let self, let s = self.source { s.alpha = self.sourceAlpha }
            self?.source = nil
            card.stopFollowing()
            page.transform = .identity
            page.alpha = 1
            // The page stays (presented, or its dismissal taken back): in full, in the
            // container, moved there straight from the card so it keeps its display links.
            if presenting != cancelled {
                page.frame = container.bounds
                container.addSubview(page)
            } else {
                page.removeFromSuperview()
            }
            card.remove()
            self?.card = nil
        }
        return a
    }

    /// The source is asked for again (a grid laid out for the new size may show the picture
    /// in another cell), then both ends are laid out again.
    public override func containerBoundsDidChange(using context: TransitionContext) {
        if let s = source { s.alpha = sourceAlpha }
        source = nil
        hideSource(zoom?.sourceView())
        super.containerBoundsDidChange(using: context)
    }

    /// Makes the source transparent while the zoom runs, when it is shown.
    /// The card lands on a still of it, taken now.
    private func hideSource(_ s: View?) {
        guard let s, s.window != nil, !s.isHidden else { return card?.lands(on: nil, cornerRadius: 0) ?? () }
        card?.lands(on: s, cornerRadius: s.layer.presentation.cornerRadius)
        sourceAlpha = s.alpha
        s.alpha = 0
        source = s
    }

    /// The card over the container and the page laid out in full in it (before anything is
    /// measured on it), then the card at the source's end or in full.
    public override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        guard let card, let page = card.page else { return }
        let full = context.containerView.bounds
        if position != .end {
            card.frame = full
            page.frame = Rect(size: full.size)
            page.layoutIfNeeded()
        }
        let (fullPose, sourcePose) = poses(full: full, page: page, in: context.containerView)
        if position != .end {
            card.fullFrame = full
            card.sourceFrame = sourcePose.frame
            card.pageTransformAtSource = sourcePose.pageTransform
            card.contentRect = zoom?.contentRect?(page) ?? page.bounds
        }
        apply(isPresenting == (position == .end) ? fullPose : sourcePose, to: card, page: page)
    }

    /// The card in full and on the source as the container and the source are now. Without
    /// a source shown, the page shrinks to half size at the centre and fades.
    private func poses(full: Rect, page: View, in container: View) -> (full: Pose, source: Pose) {
        let content = zoom?.contentRect?(page) ?? page.bounds
        var sourceFrame = Rect(x: full.midX - full.width / 4, y: full.midY - full.height / 4, width: full.width / 2, height: full.height / 2)
        var sourceRadius = 0.0
        if let s = source {
            sourceFrame = s.convert(s.bounds, to: container)
            sourceRadius = s.layer.presentation.cornerRadius
        }
        let fullPose = Pose(frame: full, radius: 0, pageTransform: .identity, pageAlpha: 1)
        let sourcePose = Pose(frame: sourceFrame, radius: sourceRadius, pageTransform: Self.fill(content, of: full.size, into: sourceFrame.size),
            pageAlpha: source == nil ? 0 : 1)
        return (fullPose, sourcePose)
    }

    private func apply(_ pose: Pose, to card: ZoomCard, page: View) {
        card.clip.frame = pose.frame
        card.clip.cornerRadius = pose.radius
        page.transform = pose.pageTransform
        page.alpha = pose.pageAlpha
    }

    /// The page's transform (about its centre, the page at the clip's origin) that makes
    /// `content` (a rect of a page of `size`) fill a clip of `target` size, centred, keeping
    /// its aspect (the larger scale of the two).
    static func fill(_ content: Rect, of size: Size, into target: Size) -> AffineTransform {
        guard content.width > 0, content.height > 0 else { return .identity }
        let k = max(target.width / content.width, target.height / content.height)
        let pageCentre = Point(x: size.width / 2, y: size.height / 2)
        let dx = target.width / 2 - pageCentre.x - k * (content.midX - pageCentre.x)
        let dy = target.height / 2 - pageCentre.y - k * (content.midY - pageCentre.y)
        return AffineTransform(scaleX: k, y: k).concatenating(AffineTransform(translationX: dx, y: dy))
    }
}
