import Geometry
import Views

/// The view a presented controller is shown in, over the whole window. The app keeps its
/// frame equal to the window's bounds; once no transition runs, it keeps the presented
/// page the size of itself, so a resize during or after a presentation ends in a full page.
@MainActor
public final class PresentationContainerView: View {
    /// The controller shown in this container.
    public private(set) unowned var presented: ViewController
    /// A press on the moving page during the presentation or dismissal grabs it.
    var grab: TransitionGrab?
    /// The drag a grab uses when the transitioning delegate names none: down takes the page
    /// away, over the window's height, decided by projection.
    lazy var fallbackDrag: InteractiveDrag = {
        let d = InteractiveDrag(axis: .vertical, rule: .projection, length: { [unowned self] in self.bounds.height })
        d.releaseParameters = ReleaseParameters(threshold: NavigationParameters.edgeThreshold, projectionTime: NavigationParameters.edgeProjectionTime)
        return d
    }()

    init(presented: ViewController, frame: Rect) {
        self.presented = presented
        super.init(frame: frame)
    }

    public override func layoutSubviews() {
        guard presented.presentationContext == nil, let page = presented.viewIfLoaded, page.superview === self else { return }
        page.frame = bounds
    }
}
