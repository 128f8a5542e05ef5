import Geometry
import Gestures
import Views

/// The viewer's pictures side by side, a page (the window's width) each: a horizontal
/// scroll view that pages (`isPagingEnabled`) and bounces at the first and the last. Only
/// the current page and its neighbours exist, three `PhotoPageView`s reused as the current
/// page moves; a page wholly out of sight is hidden.
///
/// Pictures are drawn for the pixels they cover, which takes tens of milliseconds in a debug
/// build (and a few in a release one, more at 4K), so they are drawn one at a time: a page
/// coming into sight without its picture gets it in that frame (it must show), and the
/// neighbours get theirs on later frames, one a frame, only while nothing moves (no drag,
/// no coast, `mayDrawAhead`), so no frame of a swipe or of the viewer's presentation is held
/// up by a picture drawn for later.
@MainActor
@_spi(Testing) public final class PhotoPagerView: ScrollView {
    let images: PhotoImageCache
    /// The page showing, the one nearest the middle of the view while it moves.
    private(set) var currentIndex: Int
    /// Called when paging changes `currentIndex`, with the new index.
    var onIndexChange: ((Int) -> Void)?
    /// Given to every page: a page pulled down past its top hands the drag to it (the zoom's card).
    var pagePulledPastTop: ((PanGestureRecognizer) -> Bool)? {
        didSet { for page in pages.values { page.onPullPastTop = pagePulledPastTop } }
    }
    /// Whether pictures may be drawn ahead of need now (the viewer: no presentation running).
    var mayDrawAhead: () -> Bool = { true }
    private(set) var pages: [Int: PhotoPageView] = [:]
    private var spare: [PhotoPageView] = []
    /// The width the pages were last placed for (a new width puts the current page back in place).
    private var placedWidth = -1.0
    private lazy var link = DisplayLink(view: self) { [unowned self] _ in self.drawAhead() }

    init(images: PhotoImageCache, index: Int) {
        self.images = images
        currentIndex = min(max(0, index), max(0, images.library.count - 1))
        super.init()
        isPagingEnabled = true
        bounces = true
        backgroundColor = .black
    }

    var pageCount: Int { images.library.count }

    /// The page of picture `index`, while it exists (the current one and its neighbours).
    @_spi(Testing) public func page(at index: Int) -> PhotoPageView? { pages[index] }

    public override func layoutSubviews() {
        let size = bounds.size
        contentWidth = size.width * Double(pageCount)
        contentHeight = size.height
        if size.width != placedWidth {
            placedWidth = size.width
            setContentOffset(Point(x: Double(currentIndex) * size.width, y: 0))
        }
        loadPages()
        for (i, page) in pages {
            let frame = Rect(x: Double(i) * size.width, y: 0, width: size.width, height: size.height)
            if page.frame != frame { page.frame = frame }
        }
        hidePagesOutOfSight()
        drawPicturesInSight()
        if pages.values.contains(where: { $0.needsPicture(scale: scale) }) { link.start() }
    }

    public override func didScroll() {
        guard bounds.width > 0 else { return }
        let nearest = min(max(0, Int((contentOffset.x / bounds.width).rounded())), max(0, pageCount - 1))
        if nearest != currentIndex {
            currentIndex = nearest
            onIndexChange?(nearest)
        }
        hidePagesOutOfSight()
        setNeedsLayout()
    }

    private var scale: Double { window?.pixelScale ?? 1 }

    /// Takes no sideways drags, and stops where it shows: a swipe in progress ends there, one
    /// settling or a page coasting stops (the viewer is coming or going). A page's own drag
    /// is left to go on: it is what a dismissal dragged as a card takes over.
    func holdStill() {
        panGestureRecognizer.isEnabled = false
        stopScrolling()
        // A page's drag already under way goes on (it may hand over to the card); a press
        // on a page moving by itself grabs the transition rather than catching the page.
        for case let page as PhotoPageView in subviews {
            page.stopScrolling()
            page.catchesMotion = false
        }
    }

    /// Takes sideways drags again, and springs onto the current page from wherever it stopped.
    func resume() {
        panGestureRecognizer.isEnabled = true
        for case let page as PhotoPageView in subviews { page.catchesMotion = true }
        let target = Point(x: Double(currentIndex) * bounds.width, y: 0)
        if contentOffset != target { setContentOffset(target, animated: true) }
    }

    /// The current page and its neighbours have pages; other pages go aside for reuse.
    private func loadPages() {
        guard pageCount > 0 else { return }
        let wanted = max(0, currentIndex - 1)...min(pageCount - 1, currentIndex + 1)
        for i in pages.keys.sorted() where !wanted.contains(i) {
            guard let page = pages.removeValue(forKey: i) else { continue }
            page.clear()
            page.isHidden = true
            spare.append(page)
        }
        for i in wanted where pages[i] == nil {
            let page = spare.popLast() ?? PhotoPageView()
            page.onPullPastTop = pagePulledPastTop
            if page.superview !== self { addSubview(page) }
            page.show(images.library[i])
            pages[i] = page
        }
    }

    private func hidePagesOutOfSight() {
        for (i, page) in pages {
            let frame = Rect(x: Double(i) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
            let hidden = !frame.intersects(bounds)
            if page.isHidden != hidden { page.isHidden = hidden }
        }
    }

    /// A page in sight without a picture gets it now.
    private func drawPicturesInSight() {
        for i in pages.keys.sorted() {
            guard let page = pages[i], !page.isHidden, !page.hasPicture else { continue }
            drawPicture(on: page)
        }
    }

    /// One frame of drawing ahead: while nothing moves, the first page (the current one,
    /// then the next, then the previous) whose picture is missing or was drawn for other
    /// pixels; the link stops once every page has its picture.
    private func drawAhead() {
        let order = [currentIndex, currentIndex + 1, currentIndex - 1].compactMap { pages[$0] }
        guard let page = order.first(where: { $0.needsPicture(scale: scale) }) else { return link.stop() }
        guard mayDrawAhead(), !isTracking, !isDragging, !isDecelerating else { return }
        drawPicture(on: page)
    }

    private func drawPicture(on page: PhotoPageView) {
        guard let photo = page.photo else { return }
        let side = page.pictureSide(scale: scale)
        page.setPicture(images.picture(of: photo, longSide: side), side: side)
    }
}
