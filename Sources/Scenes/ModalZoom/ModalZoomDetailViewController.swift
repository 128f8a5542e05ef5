import Compositor
import Geometry
import Gestures
import Navigation
import Views

/// The page the Modal zoom demo presents. Press to Close dismisses it with the zoom; a drag
/// down scrubs the dismissal (progress = translation.y / height) and on release finishes
/// from half-way on, else cancels (seed 004's didPanDown). In a window too small for it the
/// page scrolls: its scroll view's pan waits for the dismissal's to fail, which begins only
/// from the page's top (a sheet's rule), so a drag down there dismisses and elsewhere scrolls.
@MainActor
@_spi(Testing) public final class ModalZoomDetailViewController: ViewController, GestureRecognizerDelegate {
    let logo: Path
    /// The presenting page: the transitioning delegate, where the drag registers its driver.
    weak var rootViewController: ModalZoomViewController?
    let pan = PanGestureRecognizer(name: "zoom dismiss")
    /// Drives the dismissal: dy / height, finishing from half-way.
    private(set) lazy var drag: InteractiveDrag = {
        let d = InteractiveDrag(axis: .vertical, rule: .halfway,
            length: { [unowned self] in self.view.superview?.bounds.height ?? self.view.bounds.height },
            progress: ModalZoomDetailViewController.progress(translationY:height:))
        d.releaseParameters = ReleaseParameters(threshold: ModalZoomParameters.threshold)
        // The card shrinks toward the icon as it is dragged down: the press does not stay under the pointer.
        d.followsPointer = false
        return d
    }()

    init(logo: Path) {
        self.logo = logo
        super.init(title: "Segue")
    }

    public override func loadView() {
        let v = ModalZoomDetailView(logo: logo)
        v.closeButton.action = { [unowned self] in self.close() }
        pan.delegate = self
        pan.addTarget { [unowned self] r in self.didPanDown(r as! PanGestureRecognizer) }
        v.addGestureRecognizer(pan)
        v.panGestureRecognizer.require(toFail: pan)
        view = v
    }

    /// Dismisses without interaction; ignored while a transition runs.
    @_spi(Testing) public func close() {
        guard let root = rootViewController, !root.isPresentationTransitioning, root.presentedViewController === self else { return }
        dismiss(animated: true)
    }

    /// How far a drag of `translationY` has dismissed a page `height` tall.
    @_spi(Testing) public static func progress(translationY: Double, height: Double) -> Double {
        guard height > 0, translationY.isFinite else { return 0 }
        return min(1, max(0, translationY / height))
    }

    /// Begins on the shown page only, scrolled to its top, moving down more than sideways.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let root = rootViewController, !root.isPresentationTransitioning, root.presentedViewController === self else { return false }
        if let page = viewIfLoaded as? ScrollView, page.contentOffset.y > 0 { return false }
        let t = pan.translation(in: nil)
        return t.y > 0 && abs(t.y) >= abs(t.x)
    }

    func didPanDown(_ pan: PanGestureRecognizer) {
        guard let root = rootViewController else { return }
        drag.handle(pan) { drag.begin(on: root) { dismiss(animated: true) } }
    }
}
