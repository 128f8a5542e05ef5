import Geometry
import Motion
import Navigation
import Views
import Gestures

/// The Photos demo's viewer, presented over the grid: one picture at a time on black, the
/// whole window, no bar. Drag sideways to page through the library (a paging scroll view
/// that bounces at the ends); drag a page up to read about its picture. Done (top left) and
/// Escape close it.
@MainActor
public final class PhotoViewerViewController: ViewController {
    public let images: PhotoImageCache
    let clock: Clock
    /// The picture showing (while a swipe moves, the one nearest the middle).
    public private(set) var currentIndex: Int
    /// Called when paging shows another picture, with its index.
    public var onIndexChange: ((Int) -> Void)?
    private var pager: PhotoPagerView?
    /// The zoom that presents it, and takes it back as a card.
    private weak var zoom: ZoomTransition?

    /// A viewer of `images`' library opened on picture `index` (an index outside the
    /// library is reported and taken as the nearest picture).
    public init(images: PhotoImageCache, index: Int, clock: Clock) {
        self.images = images
        self.clock = clock
        let last = max(0, images.library.count - 1)
        if !(0...last).contains(index) {
            Diagnostics.report("PhotoViewerViewController: picture \(index) is not in the library (0...\(last)); showing \(min(max(0, index), last))")
        }
        currentIndex = min(max(0, index), last)
        super.init(title: "Photo")
    }

    public override func loadView() {
        let pager = PhotoPagerView(images: images, index: currentIndex)
        pager.onIndexChange = { [unowned self] i in
            self.currentIndex = i
            self.onIndexChange?(i)
        }
        // Neighbours are drawn ahead only while the viewer is neither coming nor going.
        pager.mayDrawAhead = { [unowned self] in self.presentationContext == nil }
        self.pager = pager
        if let zoom { connect(pager, to: zoom) }
        let v = PhotoViewerView(pager: pager)
        v.closeButton.action = { [unowned self] in self.close() }
        view = v
    }

    // While the viewer comes or goes, the transition moves it and nothing moves inside it:
    // the pages take no sideways drags, and a swipe still settling or a page still coasting
    // when Done or Escape is pressed stops where it shows (a press on the viewer then grabs
    // the transition, and holds the whole picture still). A cancelled dismissal appears
    // again and settles on the nearest picture.
    public override func viewWillAppear(_ animated: Bool) { pager?.holdStill() }
    public override func viewDidAppear(_ animated: Bool) { pager?.resume() }
    public override func viewWillDisappear(_ animated: Bool) { pager?.holdStill() }

    /// Presents with `zoom` (kept by whoever opens the viewer): it grows out of the grid's
    /// cell, and a page pulled down past its top, a drag down, a pinch or a swipe from the
    /// left edge takes it back as a card. The pager's sideways swipe waits for the edge swipe
    /// to fail, so a drag from the left edge is the card's.
    public func zoom(with zoom: ZoomTransition) {
        self.zoom = zoom
        transitioningDelegate = zoom
        if let pager { connect(pager, to: zoom) }
    }

    private func connect(_ pager: PhotoPagerView, to zoom: ZoomTransition) {
        pager.pagePulledPastTop = { [weak zoom] pan in zoom?.handOver(pan) ?? false }
        pager.panGestureRecognizer.require(toFail: zoom.edgePanGestureRecognizer)
    }

    /// What the viewer shows over its pictures (Done): it fades as the viewer forms a card.
    public var chrome: [View] { [(view as? PhotoViewerView)?.closeButton].compactMap { $0 } }

    /// The page of the picture showing, once the view is laid out.
    public var currentPage: PhotoPageView? { pager?.page(at: currentIndex) }

    /// Where the picture showing is, in the viewer's view: fitted whole to the window and
    /// centred, moved with its page (scrolled up to the information, or part way through a
    /// swipe). Before the view is laid out, where it will be at rest.
    public var pictureFrame: Rect {
        if let page = currentPage, let pager, page.bounds.size == pager.bounds.size, page.bounds.size == view.bounds.size {
            return page.pictureView.convert(page.pictureView.bounds, to: view)
        }
        guard images.library.photos.indices.contains(currentIndex) else { return .zero }
        return PhotoPageView.pictureFrame(of: images.library[currentIndex].aspect, in: view.bounds.size)
    }

    /// Closes the viewer; ignored while it is being presented or dismissed, or once closed.
    public func close() {
        guard presentingViewController != nil, presentationContext == nil else { return }
        dismiss(animated: true)
    }
}
