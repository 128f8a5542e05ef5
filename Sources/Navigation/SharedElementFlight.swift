import Geometry
import Motion
import Views
import Compositor

/// One shared element in flight: a frame that moves and rounds from the element on the page
/// leaving to the element on the page arriving, holding a snapshot of each end scaled to
/// fill it (the arriving one fading in over the leaving one, so the element never turns
/// see-through), over the pages' own animation. The two originals are hidden while it flies
/// and shown again when it lands, completed or cancelled.
///
/// It follows where its ends show now, not where they were measured when the transition
/// began: a page grows, shrinks or slides while the element flies, and a flight lerping
/// between the frames measured at the start lagged its slot on the moving page (70 to 210 pt
/// in Contacts' zoom). Its progress is the arriving snapshot's opacity, which the
/// transition moves however it runs (captured by its property animator, set by a driver's
/// progress, or on an animator of its own); each frame, after the animations have
/// advanced, its display link measures both hidden originals from their presentation
/// values and puts it between them by that progress: on the source as shown at 0, on the
/// destination as shown at 1.
@MainActor
final class SharedElementFlight {
    /// The element as measured when the transition began (animators read it).
    let element: SharedElement
    /// The flying frame, added on top of the transition's container.
    let view = View()
    private let leaving: View
    private let arriving: View
    /// The two originals (hidden while it flies).
    private(set) weak var source: View?
    private(set) weak var destination: View?
    /// The page it flies within, when an animator keeps it with its page: it goes on top of
    /// that page rather than the container, so the page clips it, and stays inside it.
    weak var page: View?
    private lazy var link = DisplayLink(view: view) { [weak self] _ in self?.follow() }

    /// Snapshots both ends now (the arriving page laid out at its final frame), hides them,
    /// and sits on the source as measured.
    init(element: SharedElement, source: View, destination: View) {
        self.element = element
        self.source = source
        self.destination = destination
        leaving = source.snapshotView()
        arriving = destination.snapshotView()
        // It clips (to its rounded frame) when either end clips its own content; ends that
        // draw their own shape (a round avatar) fly unclipped, which spares an offscreen pass.
        view.clipsToBounds = source.clipsToBounds || destination.clipsToBounds
        view.isUserInteractionEnabled = false
        view.addSubview(leaving)
        view.addSubview(arriving)
        source.isHidden = true
        destination.isHidden = true
        show(at: 0)
        place(element.sourceFrame, cornerRadius: element.sourceCornerRadius)
    }

    /// How far it has flown (0: on the source, 1: on the destination; a spring may pass
    /// either), as the frame shows it.
    var progress: Double { arriving.layer.presentation.opacity }

    /// Sets its progress (the arriving snapshot's opacity). Called inside a property
    /// animator's animations with 1, it animates there with the transition.
    func show(at progress: Double) {
        arriving.alpha = progress
    }

    /// Goes on top of its page, else of `container`, and follows its ends from the next
    /// frame on.
    func launch(in container: View) {
        (page ?? container).addSubview(view)
        link.start()
    }

    /// Lands: the flight goes and the originals show again.
    func land() {
        link.stop()
        view.removeFromSuperview()
        source?.isHidden = false
        destination?.isHidden = false
    }

    /// Each frame: between its ends where they show now, by its progress.
    private func follow() {
        guard let container = view.superview else { return }
        let from = shown(source, in: container) ?? (element.sourceFrame, element.sourceCornerRadius)
        let to = shown(destination, in: container) ?? (element.destinationFrame, element.destinationCornerRadius)
        let p = progress
        let between = Rect.interpolate(from.frame, to.frame, p), cornerRadius = Double.interpolate(from.cornerRadius, to.cornerRadius, p)
        guard page != nil else { return place(between, cornerRadius: cornerRadius) }
        // Within its page (its superview now), wherever the path would leave it.
        let kept = between.kept(inside: container.layer.presentation.bounds)
        place(kept, cornerRadius: cornerRadius * kept.width / max(between.width, 1e-9))
    }

    /// Where `end` shows in `container` (its presentation bounds through the presentation
    /// placements of it and its ancestors) with its corner radius at that scale, or nil
    /// when it is gone or in no window with the container (it then keeps its measured frame).
    private func shown(_ end: View?, in container: View) -> (frame: Rect, cornerRadius: Double)? {
        guard let end, let window = container.window, end.window === window else { return nil }
        let bounds = end.layer.presentation.bounds
        let frame = end.layer.convert(bounds, to: container.layer)
        let scale = bounds.height > 0 ? frame.height / bounds.height : 1
        return (frame, end.layer.presentation.cornerRadius * scale)
    }

    /// Puts the flying frame at `frame`, each snapshot scaled to fill it (every frame, so
    /// without building an array of them).
    private func place(_ frame: Rect, cornerRadius: Double) {
        view.frame = frame
        view.cornerRadius = cornerRadius
        fill(leaving, frame.size)
        fill(arriving, frame.size)
    }

    private func fill(_ snapshot: View, _ size: Size) {
        let own = snapshot.bounds.size
        let scale = max(size.width / max(own.width, 1e-9), size.height / max(own.height, 1e-9))
        snapshot.center = Point(x: size.width / 2, y: size.height / 2)
        snapshot.transform = AffineTransform(scaleX: scale, y: scale)
    }
}
