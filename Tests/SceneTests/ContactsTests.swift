import Geometry
import Navigation
import Testing
import Views
@testable import Scenes

@MainActor
@Suite struct ContactsTests {
    func overview(_ rig: SceneRig) throws -> ContactsOverviewViewController {
        try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
    }

    @Test func theDataFileHasAtLeastSixtyContactsWithInitials() throws {
        let contacts = try SceneRig.assets.contacts()
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

    /// Half way, the flight is half way between the cell and the page's avatar, and round.
    @Test func theFlightFollowsTheTransition() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        let driver = try #require(o.startScrubbedTransition())
        driver.update(0.5)
        rig.tick()
        let element = try #require(rig.nav.transitionContext?.sharedElements.first)
        let flight = try #require(rig.nav.containerView.subviews.last)
        let expected = element.frame(at: 0.5)
        let shown = flight.layer.presentation
        #expect(abs(shown.bounds.width - expected.width) < 0.01 && abs(shown.position.x - expected.midX) < 0.01 && abs(shown.position.y - expected.midY) < 0.01)
        #expect(abs(shown.cornerRadius - expected.height / 2) < 0.01)
        driver.cancel()
        rig.settle()
        #expect(rig.nav.viewControllers.count == 1 && !(o.grid.cellForItem(at: 7) as? ContactCell)!.avatar.isHidden)
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
        rig.run(0.12)
        rig.press(Point(x: 500, y: 300))
        rig.tick(1.0 / 60)
        let before = try #require(rig.nav.transitionProgress)
        #expect(before > 0.1 && before < 0.9)
        rig.move(Point(x: 496, y: 300))  // the pan begins here and catches the hide
        let caught = try #require(rig.nav.transitionProgress)
        #expect(abs(caught - before) < 0.01)
        rig.tick(1.0 / 60)
        rig.run(0.3)
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
        rig.run(0.1)
        rig.window.resize(to: Size(width: 500, height: 700))
        rig.settle()
        let detail = try #require(rig.nav.topViewController?.view as? ContactDetailView)
        #expect(detail.frame == rig.nav.containerView.bounds && rig.nav.containerView.bounds.width == 500)
        #expect(detail.avatar.frame.midX == 250)
    }
}
