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
/// springs from a release and can be grabbed; the card's offset from the hand is the card's.
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
        let card = Self.makeCard(holding: page, in: container)
        let content = zoom?.contentRect?(page) ?? page.bounds
        let sourceView = zoom?.sourceView()
        let (sourceFrame, sourceRadius) = takeSource(sourceView, in: container)
        let fullPose = Pose(frame: full, radius: 0, pageTransform: .identity, pageAlpha: 1)
        let sourcePose = Pose(frame: sourceFrame, radius: sourceRadius, pageTransform: Self.fill(content, of: full.size, into: sourceFrame.size),
            pageAlpha: sourceView == nil || source == nil ? 0 : 1)

        card.sourceFrame = sourceFrame
        card.page = page
        card.pageTransformAtSource = sourcePose.pageTransform
        apply(isPresenting ? sourcePose : fullPose, to: card, page: page)
        card.startFollowing()
        self.card = card

        let end = isPresenting ? fullPose : sourcePose
        let a = PropertyAnimator(duration: transitionDuration(using: context), curve: context.spec.curve(NavigationParameters.zoomCurve)) { [unowned self] in
            self.apply(end, to: card, page: page)
        }
        let presenting = isPresenting
        a.addCompletion { [weak self] _ in
            let cancelled = context.transitionWasCancelled
            if let self, let s = self.source { s.alpha = self.sourceAlpha }
            self?.source = nil
            Self.settle(page, from: card, in: container, staying: presenting != cancelled)
            self?.card = nil
        }
        return a
    }

    /// The card over the whole container with the page in it (in the window, so its text
    /// measures), the page laid out in full before anything is measured on it.
    private static func makeCard(holding page: View, in container: View) -> ZoomCard {
        let full = container.bounds
        let card = ZoomCard(frame: full, fullFrame: full, sourceFrame: .zero)
        container.addSubview(card)
        card.clip.frame = full
        card.clip.addSubview(page)
        page.transform = .identity
        page.frame = Rect(size: full.size)
        page.layoutIfNeeded()
        return card
    }

    /// The source's frame in the container and its corner radius, the source made
    /// transparent meanwhile. Without a source shown, the page shrinks to half size at the
    /// centre (and fades).
    private func takeSource(_ sourceView: View?, in container: View) -> (frame: Rect, radius: Double) {
        let full = container.bounds
        guard let s = sourceView, s.window != nil, !s.isHidden else {
            return (Rect(x: full.midX - full.width / 4, y: full.midY - full.height / 4, width: full.width / 2, height: full.height / 2), 0)
        }
        let frame = s.convert(s.bounds, to: container)
        let radius = s.layer.presentation.cornerRadius
        sourceAlpha = s.alpha
        s.alpha = 0
        source = s
        return (frame, radius)
    }

    /// The end of the transition: the card stops following and goes; the page, back to its
    /// own transform and opacity, stays (presented, or its dismissal taken back) in full in
    /// the container, moved there straight from the card so it keeps its display links, or
    /// goes too.
    private static func settle(_ page: View, from card: ZoomCard, in container: View, staying: Bool) {
        card.stopFollowing()
        page.transform = .identity
        page.alpha = 1
        if staying {
            page.frame = container.bounds
            container.addSubview(page)
        } else {
            page.removeFromSuperview()
        }
        card.removeFromSuperview()
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
