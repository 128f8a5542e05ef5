import Geometry
import Motion
@_spi(Testing) import Navigation
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import Compositor
import DemoTesting
import SegueTesting

@MainActor
@Suite struct ContactsTests {
    func overview(_ rig: SceneRig) throws -> ContactsOverviewViewController {
        try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
    }

    @Test func theDataFileHasAtLeastSixtyContactsWithInitials() throws {
        let contacts = try Assets.repository.contacts()
        #expect(contacts.count >= 60)
        #expect(contacts.allSatisfy { $0.initials.count == 2 })
        #expect(Set(contacts.map(\.name)).count == contacts.count)
    }

    @Test func aBadLineIsNamed() {
        #expect(throws: AssetError.self) { try Contact.parseList("Ada\t1\n") }
        do {
            _ = try Contact.parseList("# header\nAda Lovelace\t+1\ta@b\tZZZZZZ\n")
        } catch {
            #expect(error.description.contains("line 2") && error.description.contains("ZZZZZZ"))
        }
    }

    /// Item `index`'s avatar in its cell, as the scrolled grid shows it, in `space`.
    func avatar(_ o: ContactsOverviewViewController, item index: Int, in space: View?) throws -> Rect {
        let cell = try #require(o.grid.cellForItem(at: index) as? ContactCell)
        return cell.avatar.convert(cell.avatar.bounds, to: space)
    }

    /// The avatar is a shared element: it flies by id from the cell, where the scrolled grid
    /// shows it, to its place on the contact's page, with both originals hidden in flight.
    @Test func theAvatarFliesByIDFromTheScrolledGrid() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        o.grid.setContentOffset(Point(x: 0, y: 130))
        rig.tick()
        let cell = try #require(o.grid.cellForItem(at: 9) as? ContactCell)
        let source = try avatar(o, item: 9, in: rig.nav.containerView)
        o.open(9)
        rig.tick()
        let context = try #require(rig.nav.transitionContext)
        let element = try #require(context.sharedElements.first)
        #expect(context.sharedElements.count == 1 && element.id == "contact-9")
        #expect(element.sourceFrame == source && source.size == Size(width: ContactCell.avatarSide, height: ContactCell.avatarSide))
        let page = try #require(rig.nav.topViewController?.view as? ContactDetailView)
        #expect(cell.avatar.isHidden && page.avatar.isHidden)
        rig.settle()
        #expect(!cell.avatar.isHidden && !page.avatar.isHidden)
        #expect(element.destinationFrame == page.avatar.convert(page.avatar.bounds, to: rig.nav.containerView))
        #expect(rig.nav.containerView.subviews.count == 1)  // the flight has landed and gone
    }

    /// The flight follows both avatars where they show while the page grows out of the cell
    /// and shrinks back into it, with its page: it flies on top of the page (clipped by it),
    /// and at each step of the push and the pop its frame is the blend, by the transition's
    /// progress, of the cell's avatar and of the page's avatar in the page's coordinates,
    /// kept inside the page, so it starts on the one and ends on the other, round all the
    /// way. (Blended in the container, at 25 % it overhung the growing page's right edge.)
    @Test(arguments: [true, false])
    func theFlightFollowsBothAvatarsWithinItsPage(push: Bool) throws {
        let rig = try SceneRig(scene: "contacts", size: Size(width: 640, height: 480))
        let o = try overview(rig)
        o.grid.setContentOffset(Point(x: 0, y: 90))
        rig.tick()
        if !push {
            o.open(7)
            rig.settle()
        }
        let driver = try #require(rig.nav.runInteractively(PercentDrivenInteractiveTransition()) {
            if push { o.open(7) } else { rig.nav.popViewController(animated: true) }
        })
        rig.tick()
        let context = try #require(rig.nav.transitionContext)
        let page = try #require(context.viewController(forKey: push ? .to : .from).view as? ContactDetailView)
        let cell = try #require(o.grid.cellForItem(at: 7) as? ContactCell)
        let element = try #require(context.sharedElements.first)
        let container = rig.nav.containerView
        let flight = try #require(context.sharedElementViews.first)
        #expect(flight.superview === page && cell.avatar.isHidden && page.avatar.isHidden)
        func shown(_ v: View, in space: View) -> Rect { v.layer.convert(v.layer.presentation.bounds, to: space.layer) }
        for p in [0, 0.25, 0.5, 0.75, 1] {
            driver.update(p)
            rig.tick()
            let onCell = shown(cell.avatar, in: page), onPage = shown(page.avatar, in: page), flying = shown(flight, in: page)
            let (from, to) = push ? (onCell, onPage) : (onPage, onCell)
            let pageBounds = page.layer.presentation.bounds
            let blend = Rect.interpolate(from, to, p).kept(inside: pageBounds)
            #expect(flying.center.distance(to: blend.center) < 1 && abs(flying.width - blend.width) < 1 && abs(flying.height - blend.height) < 1,
                "\(push ? "push" : "pop") at \(p): the flight \(flying), the cell's avatar \(onCell), the page's \(onPage)")
            #expect(pageBounds.insetBy(dx: -1e-6, dy: -1e-6).contains(flying), "\(p): \(flying) leaves the page \(pageBounds)")
            #expect(abs(flight.layer.presentation.cornerRadius - flying.height / 2) < 0.01)
            if p == 0 { #expect(flying.center.distance(to: from.center) < 1e-6 && abs(flying.width - from.width) < 1e-6) }
            if p == 1 { #expect(flying.center.distance(to: to.center) < 1e-6 && abs(flying.width - to.width) < 1e-6) }
            // The page moves its avatar while it flies: the frames measured at the start are not where it shows.
            if p > 0 && p < 1 { #expect(shown(flight, in: container).center.distance(to: element.frame(at: p).center) > 10) }
        }
        driver.cancel()
        rig.settle()
        #expect(!cell.avatar.isHidden && !page.avatar.isHidden && container.subviews.count == 1 && context.sharedElementViews.isEmpty)
    }

    /// At every frame of a zoom out of an avatar on the right of the grid and back, the
    /// flying avatar's rectangle on screen lies inside the page's.
    @Test func theFlyingAvatarStaysInsideItsPageAtEveryFrame() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        var frames = 0
        func followFlight() {
            while rig.nav.isTransitioning && frames < 200 {
                rig.tick(1.0 / 60)
                frames += 1
                guard let flight = rig.nav.transitionContext?.sharedElementViews.first, let page = rig.movingPageFrame else { continue }
                let flying = flight.layer.convert(flight.layer.presentation.bounds, to: nil)
                #expect(page.insetBy(dx: -0.01, dy: -0.01).contains(flying), "frame \(frames): the avatar \(flying) leaves the page \(page)")
            }
        }
        o.open(3)
        followFlight()
        rig.key("escape")
        followFlight()
        #expect(rig.titles.count == 1 && frames > 20)
    }

    @Test func theShowStartsAtTheAvatarRoundAndEndsFullSquare() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        o.grid.setContentOffset(Point(x: 0, y: 60))
        rig.tick()
        let start = try avatar(o, item: 5, in: o.view)
        o.open(5)
        rig.tick()
        let detail = try #require(rig.nav.topViewController?.view)
        #expect(abs(detail.layer.presentation.bounds.width - start.width) < 0.5)
        #expect(abs(detail.layer.presentation.cornerRadius - start.height / 2) < 0.5)
        rig.settle()
        #expect(rig.titles.count == 2 && detail.frame == rig.nav.containerView.bounds && detail.cornerRadius == 0)
        #expect(detail.clipsToBounds)
    }

    @Test func aTapDuringATransitionIsIgnored() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        o.open(2)
        rig.tick(0.05)
        o.open(3)
        rig.settle()
        #expect(rig.titles == ["Contacts", o.contacts[2].name])
    }

    /// A pan from the left half pops by |dx| / width; let go moving right and it finishes,
    /// moving left (or held still) and it cancels.
    @Test func theInteractiveHideFinishesOnlyWhenMovingRight() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        o.open(0)
        rig.settle()
        rig.drag(from: Point(x: 100, y: 300), to: Point(x: 300, y: 300), release: false)
        #expect(rig.nav.isTransitioning)
        #expect(abs((rig.nav.transitionProgress ?? 0) - 0.25) < 0.01)
        rig.tick(0.004)
        rig.release(Point(x: 300, y: 300))
        rig.settle()
        #expect(rig.titles == ["Contacts"])
        let right = try #require(rig.nav.telemetry.lastRelease)
        #expect(right.rule.kind == .direction && right.basis == .velocity && right.velocity > 0 && right.outcome == .finish)

        o.open(1)
        rig.settle()
        rig.drag(from: Point(x: 100, y: 300), to: Point(x: 500, y: 300), hold: 0.1)
        rig.settle()
        #expect(rig.titles.count == 2)
        let still = try #require(rig.nav.telemetry.lastRelease)
        #expect(still.basis == .velocity && still.velocity == 0 && still.threshold == 0 && still.outcome == .cancel)
        let detail = try #require(rig.nav.topViewController?.view)
        #expect(detail.frame == rig.nav.containerView.bounds && detail.cornerRadius == 0)
    }

    @Test func aPanInTheRightHalfOrOnTheOverviewDoesNotPop() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        rig.drag(from: Point(x: 100, y: 400), to: Point(x: 100, y: 200))
        #expect(o.grid.contentOffset.y > 100)  // the grid scrolled instead
        o.open(0)
        rig.settle()
        rig.drag(from: Point(x: 600, y: 300), to: Point(x: 780, y: 300))
        rig.settle()
        #expect(rig.titles.count == 2)
    }

    /// A hide started by Back and caught mid-way stops under the pointer and follows it.
    @Test func aFinishingHideCanBeCaughtByANewDrag() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        o.open(4)
        rig.settle()
        #expect(rig.shell.handleKey("escape"))
        rig.run(for: 0.12)
        rig.press(Point(x: 500, y: 300))
        rig.tick(1.0 / 60)
        let before = try #require(rig.nav.transitionProgress)
        #expect(before > 0.1 && before < 0.9)
        rig.move(Point(x: 496, y: 300))  // the pan begins here and catches the hide
        let caught = try #require(rig.nav.transitionProgress)
        #expect(abs(caught - before) < 0.01)
        rig.tick(1.0 / 60)
        rig.run(for: 0.3)
        #expect(abs((rig.nav.transitionProgress ?? 0) - caught) < 0.01)  // held while the pointer rests
        // Dragged back left and let go moving left: the hide cancels, the contact stays.
        for i in 1...8 {
            rig.tick(1.0 / 60)
            rig.move(Point(x: 496 - Double(i) * 30, y: 300))
        }
        rig.tick(0.004)
        rig.release(Point(x: 256, y: 300))
        rig.settle()
        #expect(rig.titles.count == 2)
        #expect(rig.nav.cancelledTransitionCount == 1)
    }

    @Test func aResizeMidShowEndsInACorrectLayout() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        o.open(6)
        rig.run(for: 0.1)
        rig.window.resize(to: Size(width: 500, height: 700))
        rig.settle()
        let detail = try #require(rig.nav.topViewController?.view as? ContactDetailView)
        #expect(detail.frame == rig.nav.containerView.bounds && rig.nav.containerView.bounds.width == 500)
        #expect(detail.avatar.frame.midX == 250)
    }
}
