import Geometry
import Views

/// The view a presented controller is shown in, over the whole window. The app keeps its
/// frame equal to the window's bounds; once no transition runs, it keeps the presented
/// page the size of itself, and while one runs its animator lays the pages out for its size.
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
        if let context = presented.presentationContext { return context.containerDidLayout() }
        guard let page = presented.viewIfLoaded, page.superview === self else { return }
        page.frame = bounds
    }
}
