import Testing
import Geometry
import Gestures
import Motion
@_spi(Testing) import Navigation
import Views
import Compositor
import SegueTesting
import Sessions

/// A page showing a picture letterboxed in its middle (0, 50, 400 x 200 of 400 x 300), and
/// optionally a tall scroll view over it to hand a drag over from.
@MainActor
final class PicturePage: ViewController {
    static let picture = Rect(x: 0, y: 50, width: 400, height: 200)
    let scroll = ScrollView()
    let scrolls: Bool
    init(scrolls: Bool = false) {
        self.scrolls = scrolls
        super.init(title: "picture")
    }
    override func loadView() {
        let page = LayoutView()
        page.backgroundColor = .black
        let picture = View()
        picture.backgroundColor = Color(hex: 0xCC6633)
        page.addSubview(picture)
        if scrolls { page.addSubview(scroll) }
        page.layout = { [unowned self] v in
            picture.frame = PicturePage.picture
            self.scroll.frame = v.bounds
            self.scroll.contentHeight = v.bounds.height * 2
        }
        view = page
    }
}

@MainActor
@Suite struct ZoomTransitionTests {
    /// The thumbnail on its page, and in the window (under the 64 pt bar).
    static let badge = Rect(x: 40, y: 200, width: 60, height: 60)
    static let thumb = Rect(x: 40, y: 264, width: 60, height: 60)

    /// The root page shows a rounded thumbnail; the zoom's source is it.
    func rig(scrolls: Bool = false) -> (NavigationRig, BadgePage, PicturePage, ZoomTransition) {
        let rig = NavigationRig()
        let first = BadgePage("first", badge: Self.badge, radius: 8, id: nil)
        rig.nav.setViewControllers([first], animated: false)
        rig.tick()
        let zoom = ZoomTransition(clock: rig.nav.clock, sourceView: { first.badge }, contentRect: { _ in PicturePage.picture })
        let page = PicturePage(scrolls: scrolls)
        page.transitioningDelegate = zoom
        return (rig, first, page, zoom)
    }

    func presented(scrolls: Bool = false) -> (NavigationRig, BadgePage, PicturePage, ZoomTransition) {
        let r = rig(scrolls: scrolls)
        r.1.present(r.2, animated: true)
        r.0.settle(limit: 5) { r.1.isPresentationTransitioning }
        return r
    }

    func zoomCard(_ zoom: ZoomTransition) -> ZoomCard? {
        zoom.presentedViewController?.view.superview?.superview?.superview as? ZoomCard  // page, shape, clip, card
    }

    /// The card as it shows: the clip's frame as animated, moved by the hand's offset.
    func shown(_ card: ZoomCard) -> Rect { card.shownClipFrame.offsetBy(dx: card.offset.x, dy: card.offset.y) }

    static func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 0.5) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// The page grows out of the thumbnail: at the start the card is the thumbnail, rounded
    /// like it, with the picture filling it; half way it is half way; at the end the page is
    /// in the container, whole, and the thumbnail shows again.
    @Test func thePageGrowsOutOfItsSourceAndIsWholeAfter() throws {
        let (rig, first, page, zoom) = rig()
        let driver = try #require(first.runInteractively(PercentDrivenInteractiveTransition()) { first.present(page, animated: true) })
        rig.tick()
        let card = try #require(zoomCard(zoom))
        #expect(Self.near(card.shownClipFrame, Self.thumb))
        #expect(card.clip.layer.presentation.cornerRadius == 8 && first.badge.alpha == 0)
        // The picture (400 x 200) fills the 60 pt square: scaled to 60 pt high, centred.
        let t = page.view.layer.presentation.transform
        #expect(abs(t.a - 0.3) < 1e-9 && abs(t.d - 0.3) < 1e-9)
        let pictureCentre = page.view.convert(Point(x: PicturePage.picture.midX, y: PicturePage.picture.midY), to: card)
        #expect(pictureCentre.distance(to: Point(x: Self.thumb.midX, y: Self.thumb.midY)) < 1e-6)

        driver.update(0.5)
        rig.tick()
        let half = Rect(x: 20, y: 132, width: 230, height: 180)
        #expect(Self.near(card.shownClipFrame, half), "\(card.shownClipFrame)")
        #expect(abs(card.clip.layer.presentation.cornerRadius - 4) < 1e-9)
        #expect(abs(card.progressTowardSource - 0.5) < 1e-9)

        driver.finish()
        rig.settle(limit: 5) { first.isPresentationTransitioning }
        #expect(first.presentedViewController === page && page.view.superview?.frame == rig.window.bounds)
        #expect(page.view.transform == .identity && page.view.frame == rig.window.bounds && first.badge.alpha == 1)
        #expect(zoomCard(zoom) == nil)
    }

    /// Dragged down, the page is a card under the pointer: the point pressed stays under it
    /// as the card shrinks by the distance over the page's height.
    @Test func aDragDownHoldsThePageAsACardUnderThePointer() throws {
        let (rig, first, _, zoom) = presented()
        rig.drag(from: Point(x: 200, y: 150), to: Point(x: 260, y: 230), steps: 10, duration: 0.3, release: false)
        rig.tick(1.0 / 60)
        let card = try #require(zoomCard(zoom))
        #expect(zoom.isHoldingCard && first.isPresentationTransitioning)
        let progress = try #require(first.presentationTransitionProgress)
        #expect(abs(progress - 100.0 / 300) < 0.01, "\(progress)")
        // The press was the page's centre: the card's centre is under the pointer.
        let s = shown(card)
        #expect(Point(x: s.midX, y: s.midY).distance(to: Point(x: 260, y: 230)) < 0.5, "\(s)")
        rig.release(Point(x: 260, y: 230))
        rig.settle(limit: 5) { first.isPresentationTransitioning }
    }

    /// Let go far enough, the card lands exactly on its source (the last frame before the
    /// page goes shows it there) and the page is dismissed; the thumbnail shows again.
    @Test func aCardLetGoFarEnoughLandsOnItsSource() throws {
        let (rig, first, _, zoom) = presented()
        rig.drag(from: Point(x: 200, y: 150), to: Point(x: 300, y: 260), steps: 12, duration: 0.4, hold: 0.1, release: false)
        rig.release(Point(x: 300, y: 260))
        var last: Rect?
        while first.isPresentationTransitioning {
            if let card = zoomCard(zoom) { last = shown(card) }
            rig.tick(1.0 / 60)
            if rig.now > 30 { break }
        }
        #expect(first.presentedViewController == nil && first.completedPresentationTransitions == 2)
        let landed = try #require(last)
        #expect(Self.near(landed, Self.thumb, 2), "\(landed)")
        #expect(first.badge.alpha == 1)
    }

    /// A short drag held still springs back: the page is presented, whole, in full.
    @Test func aShortDragHeldStillSpringsBack() throws {
        let (rig, first, page, zoom) = presented()
        defer { withExtendedLifetime(zoom) {} }
        rig.drag(from: Point(x: 200, y: 150), to: Point(x: 215, y: 180), steps: 6, duration: 0.2, hold: 0.3)
        rig.settle(limit: 5) { first.isPresentationTransitioning }
        #expect(first.presentedViewController === page && first.cancelledPresentationTransitions == 1)
        #expect(page.view.frame == rig.window.bounds && page.view.transform == .identity)
    }

    /// A short flick lands: its projection passes the threshold.
    @Test func aShortFlickLands() throws {
        let (rig, first, _, zoom) = presented()
        defer { withExtendedLifetime(zoom) {} }
        rig.drag(from: Point(x: 200, y: 150), to: Point(x: 200, y: 185), steps: 4, duration: 0.04)
        rig.settle(limit: 5) { first.isPresentationTransitioning }
        #expect(first.presentedViewController == nil)
    }

    /// Let go moving, the card leaves the hand at the pointer's speed in x and y (the
    /// impulse carries what the path does not).
    @Test func theCardLeavesTheHandAtThePointersSpeed() throws {
        let (rig, first, _, zoom) = presented()
        // 300 pt/s right and 600 pt/s down, in 1/60 s steps.
        let from = Point(x: 200, y: 150), steps = 12
        rig.press(from)
        var p = from
        rig.run(frames: steps) {
            p = Point(x: p.x + 5, y: p.y + 10)
            rig.move(p)
        }
        rig.tick(1.0 / 60)
        let card = try #require(zoomCard(zoom))
        let anchor = Point(x: 0.5, y: 0.5)
        func point(_ r: Rect) -> Point { Point(x: r.minX + anchor.x * r.width, y: r.minY + anchor.y * r.height) }
        let held = point(shown(card))
        #expect(held.distance(to: p) < 0.5)
        // The release's frame shows the card where it was let go; it moves from the next.
        rig.release(p)
        rig.tick(1.0 / 120)
        let before = point(shown(card))
        #expect(before.distance(to: held) < 0.5)
        // Its speed as it sets off, over a millisecond.
        rig.tick(0.001)
        let after = point(shown(card))
        let v = Point(x: (after.x - before.x) * 1000, y: (after.y - before.y) * 1000)
        // The pointer's velocity as the pan fitted it at release (the release came a frame after
        // the last move, so it is under the 300, 600 pt/s the pointer moved at).
        // It moved straight, so that velocity is along the drag, its speed the one released at.
        let speed = try #require(zoom.drag.lastRelease?.pointerVelocity), unit = 1 / 5.0.squareRoot()
        let fitted = Point(x: speed * unit, y: speed * 2 * unit)
        #expect(fitted.x > 200 && fitted.y > 400)
        // Within 25 pt/s: over the millisecond the impulse (here about 900 pt/s sideways) has
        // already decayed about 1%.
        #expect(abs(v.x - fitted.x) < 25 && abs(v.y - fitted.y) < 25, "\(v) vs \(fitted)")
        rig.settle(limit: 5) { first.isPresentationTransitioning }
    }

    /// Two touches pinched in shrink the card as a drag does, and let go it lands, on a
    /// page that scrolls too (its scroll's pan, hit first, takes no pinch).
    @Test(arguments: [false, true])
    func aPinchDrivesTheSameCard(scrolls: Bool) throws {
        let (rig, first, page, zoom) = presented(scrolls: scrolls)
        #expect(!scrolls || (page.scroll.window != nil && page.scroll.canScrollVertically))
        defer { withExtendedLifetime(zoom) {} }
        var a = Point(x: 120, y: 150), b = Point(x: 280, y: 150)
        rig.send(.pointer(PointerEvent(phase: .down, pointerID: 1, location: a, timestamp: rig.now, source: .touch)))
        rig.send(.pointer(PointerEvent(phase: .down, pointerID: 2, location: b, timestamp: rig.now, source: .touch)))
        rig.run(frames: 10) {
            a.x += 5
            b.x -= 5
            rig.send(.pointer(PointerEvent(phase: .move, pointerID: 1, location: a, timestamp: rig.now, source: .touch)))
            rig.send(.pointer(PointerEvent(phase: .move, pointerID: 2, location: b, timestamp: rig.now, source: .touch)))
        }
        rig.tick(1.0 / 60)
        // 160 pt apart to 60: scale 0.375 (less the start distance), a progress of about 0.6.
        let progress = try #require(first.presentationTransitionProgress)
        #expect(progress > 0.5 && progress < 0.7, "\(progress)")
        #expect(page.scroll.contentOffset == .zero && !page.scroll.isDragging)
        rig.send(.pointer(PointerEvent(phase: .up, pointerID: 1, location: a, buttons: 0, timestamp: rig.now, source: .touch)))
        rig.send(.pointer(PointerEvent(phase: .up, pointerID: 2, location: b, buttons: 0, timestamp: rig.now, source: .touch)))
        rig.settle(limit: 5) { first.isPresentationTransitioning }
        #expect(first.presentedViewController == nil)
    }

    /// A page's scroll dragged down past its top hands the drag to the card in one gesture:
    /// the content stops at the top and the card moves from there; let go, it lands.
    @Test func aScrollPulledPastItsTopHandsTheDragToTheCard() throws {
        let (rig, first, page, zoom) = presented(scrolls: true)
        page.scroll.onPullPastTop = { [unowned zoom] pan in zoom.handOver(pan) }
        page.scroll.setContentOffset(Point(x: 0, y: 60))
        rig.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 260), steps: 16, duration: 0.5, release: false)
        #expect(page.scroll.contentOffset.y == 0 && page.scroll.isHandedOver && zoom.isHoldingCard)
        // 160 pt down: 10 to start the scroll's pan, 60 scrolled, and the card has the other 90.
        let progress = try #require(first.presentationTransitionProgress)
        #expect(abs(progress - 90.0 / 300) < 0.005, "\(progress)")
        rig.run(for: 0.1)
        rig.release(Point(x: 200, y: 260))
        rig.settle(limit: 5) { first.isPresentationTransitioning }
        #expect(first.presentedViewController == nil && !page.scroll.isHandedOver)
    }

    /// A zoom in flight is caught by a press and held where it shows, as every transition is.
    @Test func aZoomInFlightIsCaughtWhereItShows() throws {
        let (rig, first, page, zoom) = rig()
        first.present(page, animated: true)
        rig.run(for: 0.15)
        let card = try #require(zoomCard(zoom))
        let before = shown(card)
        rig.press(Point(x: before.midX, y: before.midY))
        rig.tick(1.0 / 60)
        #expect(Self.near(shown(card), before, 0.5) && zoom.isHoldingCard)
        rig.release(Point(x: before.midX, y: before.midY))
        rig.settle(limit: 5) { first.isPresentationTransitioning }
        #expect(first.presentedViewController === page)
    }
}
