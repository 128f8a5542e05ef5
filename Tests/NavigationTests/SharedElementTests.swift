import Testing
import Geometry
import Motion
@_spi(Testing) import Navigation
import Views
import Compositor
import SegueTesting

/// A page holding one badge with a transition id at a frame of its own.
@MainActor
final class BadgePage: ViewController {
    let badge = View()
    let badgeFrame: Rect
    init(_ title: String, badge frame: Rect, radius: Double, id: String? = "badge") {
        badgeFrame = frame
        super.init(title: title)
        badge.transitionID = id
        badge.cornerRadius = radius
        badge.backgroundColor = Color(hex: 0x3366CC)
    }
    override func loadView() {
        let page = LayoutView()
        page.backgroundColor = .white
        page.addSubview(badge)
        page.layout = { [unowned self] _ in self.badge.frame = self.badgeFrame }
        view = page
    }
}

/// Hands out the layer-animation slide (no property animator, no driver).
@MainActor
final class SlideDelegate: NavigationControllerDelegate {
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? { LayerSlideAnimator(operation: operation) }
}

@MainActor
@Suite struct SharedElementTests {
    /// A navigation controller whose root page shows the badge small and round at the top left.
    func rig() -> (NavigationRig, BadgePage) {
        let rig = NavigationRig()
        let first = BadgePage("first", badge: Rect(x: 20, y: 30, width: 40, height: 40), radius: 20)
        rig.nav.setViewControllers([first], animated: false)
        rig.tick()
        return (rig, first)
    }

    func flight(_ rig: NavigationRig) -> View? { rig.nav.containerView.subviews.last { $0.transitionID == nil && !($0.isUserInteractionEnabled) } }

    /// With the default push (no custom animator), the badge flies from its frame on the first
    /// page to its frame on the second, over the pages, following both as they slide: half
    /// way between where each shows at half progress, not between where they were measured.
    @Test func theBadgeFliesWithTheDefaultPushAndLands() throws {
        let (rig, first) = rig()
        let second = BadgePage("second", badge: Rect(x: 100, y: 80, width: 200, height: 120), radius: 8)
        let driver = try #require(rig.nav.runInteractively(PercentDrivenInteractiveTransition()) { rig.nav.pushViewController(second, animated: true) })
        rig.tick()
        let context = try #require(rig.nav.transitionContext)
        let element = try #require(context.sharedElements.first)
        #expect(element.sourceFrame == Rect(x: 20, y: 30, width: 40, height: 40))
        #expect(element.destinationFrame == Rect(x: 100, y: 80, width: 200, height: 120))
        #expect(element.sourceCornerRadius == 20 && element.destinationCornerRadius == 8)
        #expect(first.badge.isHidden && second.badge.isHidden)
        let flying = try #require(rig.nav.containerView.subviews.last)
        #expect(flying !== second.view && flying !== first.view)
        driver.update(0.5)
        rig.tick()
        func onScreen(_ v: View) -> Rect { v.layer.convert(v.layer.presentation.bounds, to: context.containerView.layer) }
        let shown = flying.layer.presentation, half = Rect.interpolate(onScreen(first.badge), onScreen(second.badge), 0.5)
        #expect(abs(shown.bounds.width - half.width) < 1e-6 && abs(shown.bounds.height - half.height) < 1e-6)
        #expect(abs(shown.position.x - half.midX) < 1e-6 && abs(shown.position.y - half.midY) < 1e-6)
        #expect(abs(shown.position.x - element.frame(at: 0.5).midX) > 10)  // the pages slid under it
        #expect(abs(shown.cornerRadius - 14) < 1e-6)
        // The arriving snapshot fades in over the leaving one.
        #expect(abs((flying.subviews.last?.layer.presentation.opacity ?? -1) - 0.5) < 1e-6)
        driver.finish()
        rig.settle()
        #expect(rig.nav.topViewController === second && !first.badge.isHidden && !second.badge.isHidden)
        #expect(rig.nav.containerView.subviews.count == 1 && flying.superview == nil)
    }

    /// Cancelled, the flight goes back and both originals show again.
    @Test func aCancelledPushPutsTheBadgeBack() throws {
        let (rig, first) = rig()
        let second = BadgePage("second", badge: Rect(x: 100, y: 80, width: 200, height: 120), radius: 8)
        let driver = try #require(rig.nav.runInteractively(PercentDrivenInteractiveTransition()) { rig.nav.pushViewController(second, animated: true) })
        driver.update(0.4)
        rig.tick()
        driver.cancel()
        rig.settle()
        #expect(rig.nav.topViewController === first && !first.badge.isHidden && !second.badge.isHidden)
        #expect(rig.nav.containerView.subviews.count == 1)
    }

    /// Ids on one page only, or on a hidden view, fly nothing; a push without animation either.
    @Test func onlyViewsShownOnBothPagesFly() throws {
        let (rig, first) = rig()
        let other = BadgePage("other", badge: Rect(x: 100, y: 80, width: 50, height: 50), radius: 0, id: "something else")
        rig.nav.pushViewController(other, animated: true)
        rig.tick()
        #expect(rig.nav.transitionContext?.sharedElements.isEmpty == true && !first.badge.isHidden)
        rig.settle()
        rig.nav.popViewController(animated: false)
        rig.tick()
        first.badge.isHidden = true
        let same = BadgePage("same", badge: Rect(x: 100, y: 80, width: 50, height: 50), radius: 0)
        rig.nav.pushViewController(same, animated: true)
        rig.tick()
        #expect(rig.nav.transitionContext?.sharedElements.isEmpty == true && !same.badge.isHidden)
        rig.settle()
        first.badge.isHidden = false
        rig.nav.popViewController(animated: false)
        rig.tick()
        rig.nav.pushViewController(BadgePage("plain", badge: Rect(x: 1, y: 1, width: 5, height: 5), radius: 0), animated: false)
        rig.tick()
        #expect(!first.badge.isHidden && rig.nav.containerView.subviews.count == 1)
    }

    /// A transition of layer animations (no property animator, no driver) flies the badge on
    /// an animator of its own over the duration; grabbed, the flight stops where it shows and
    /// then follows the driver.
    @Test func aLayerAnimationTransitionFliesItOnItsOwnAndAGrabTakesItOver() throws {
        let (rig, first) = rig()
        let delegate = SlideDelegate()
        rig.nav.delegate = delegate
        let second = BadgePage("second", badge: Rect(x: 100, y: 80, width: 200, height: 120), radius: 8)
        rig.nav.pushViewController(second, animated: true)
        rig.tick()
        let flying = try #require(rig.nav.containerView.subviews.last)
        let element = try #require(rig.nav.transitionContext?.sharedElements.first)
        rig.tick(0.2)
        let moving = flying.layer.presentation.bounds.width
        #expect(moving > element.sourceFrame.width + 1 && moving < element.destinationFrame.width - 1)
        let driver = try #require(rig.nav.interruptTransition())
        rig.tick()
        let held = flying.layer.presentation.bounds.width
        #expect(abs(held - moving) < 12)  // stopped where it showed (within a frame's movement)
        driver.update(1)
        rig.tick()
        #expect(abs(flying.layer.presentation.bounds.width - element.destinationFrame.width) < 1e-6)
        driver.finish()
        rig.settle()
        #expect(rig.nav.topViewController === second && !first.badge.isHidden && !second.badge.isHidden && flying.superview == nil)
    }

    /// A presentation flies the badge too, in the presentation's container over the scene.
    @Test func aPresentationFliesTheBadge() throws {
        let (rig, first) = rig()
        let modal = BadgePage("modal", badge: Rect(x: 150, y: 100, width: 100, height: 100), radius: 50)
        first.present(modal, animated: true)
        rig.tick()
        let context = try #require(modal.presentationContext)
        let element = try #require(context.sharedElements.first)
        #expect(element.sourceFrame == first.badge.convert(first.badge.bounds, to: context.containerView))
        #expect(first.badge.isHidden && modal.badge.isHidden && context.containerView.subviews.count == 2)
        rig.run(frames: 60)
        #expect(modal.presentationContext == nil && !first.badge.isHidden && !modal.badge.isHidden)
        #expect(modal.view.superview?.subviews.count == 1)
    }
}
