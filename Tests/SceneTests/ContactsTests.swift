import Geometry
import Navigation
import Testing
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

    /// The start frame is the tapped avatar in the overview's coordinates, where the grid
    /// shows it: the scroll offset is taken off.
    @Test func theStartFrameFollowsTheScrolledGrid() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        let unscrolled = o.avatarFrame(forItem: 9)
        o.grid.setContentOffset(Point(x: 0, y: 130))
        rig.tick()
        let scrolled = o.avatarFrame(forItem: 9)
        #expect(scrolled.minX == unscrolled.minX && scrolled.minY == unscrolled.minY - 130)
        #expect(scrolled.size == Size(width: ContactCell.avatarSide, height: ContactCell.avatarSide))
        // It is where the visible cell's avatar really is.
        let cell = try #require(o.grid.cellForItem(at: 9) as? ContactCell)
        let onScreen = cell.avatar.convert(cell.avatar.bounds, to: o.view)
        #expect(abs(onScreen.minX - scrolled.minX) < 1e-9 && abs(onScreen.minY - scrolled.minY) < 1e-9)
    }

    @Test func theShowStartsAtTheAvatarRoundAndEndsFullSquare() throws {
        let rig = try SceneRig(scene: "contacts")
        let o = try overview(rig)
        o.grid.setContentOffset(Point(x: 0, y: 60))
        rig.tick()
        let start = o.avatarFrame(forItem: 5)
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
