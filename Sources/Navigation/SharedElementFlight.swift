import Geometry
import Views

/// One shared element in flight: a frame that moves and rounds from the element's
/// frame on the page leaving to its frame on the page arriving, holding a snapshot of each
/// end scaled to fill it (the arriving one fading in over the leaving one, so the element
/// never turns see-through), over the pages' own animation. The two originals are hidden
/// while it flies and shown again when it lands, completed or cancelled.
@MainActor
final class SharedElementFlight {
    let element: SharedElement
    /// The flying frame, added on top of the transition's container.
    let view = View()
    private let leaving: View
    private let arriving: View
    private weak var source: View?
    private weak var destination: View?

    /// Snapshots both ends now (the arriving page laid out at its final frame) and hides them.
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
    }

    /// Sets the flight as it is at `progress` (0: on the source, 1: on the destination).
    /// Called inside a property animator's animations with 1, it animates there.
    func show(at progress: Double) {
        let frame = element.frame(at: progress)
        view.frame = frame
        view.cornerRadius = element.cornerRadius(at: progress)
        for snapshot in [leaving, arriving] {
            let size = snapshot.bounds.size
            let fill = max(frame.width / max(size.width, 1e-9), frame.height / max(size.height, 1e-9))
            snapshot.center = Point(x: frame.width / 2, y: frame.height / 2)
            snapshot.transform = AffineTransform(scaleX: fill, y: fill)
        }
        arriving.alpha = progress
    }

    /// Lands: the flight goes and the originals show again.
    func land() {
        view.removeFromSuperview()
        source?.isHidden = false
        destination?.isHidden = false
    }
}
