import Feel
import Geometry
import Motion
import Navigation
import Runtime
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import Compositor
import DemoTesting
import SegueTesting

/// Every transition of every demo, however it was started (a click, a key, a drag let go),
/// can be grabbed at any moment: the frame of the grab shows what the frame before showed,
/// the drag then moves it both ways past where it was taken, and on release it ends whole.
@MainActor
@Suite struct GrabTests {
    /// How one transition is started, and how far a drag must move to move it forward.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let scene: String
        /// Drag direction that moves the grabbed transition forward (points per step).
        let forward: Point
        /// Seconds from the start to the end (for a drag let go, from the release).
        let duration: Double
        let start: @MainActor @Sendable (SceneRig) throws -> Void

        var testDescription: String { name }
    }

    nonisolated static func click(_ p: Point) -> @MainActor @Sendable (SceneRig) throws -> Void { { rig in rig.click(p) } }

    nonisolated static let cases: [Case] = [
        Case(name: "catalogue push (default)", scene: "catalogue", forward: Point(x: -1, y: 0), duration: 0.35) { rig in
            try openGallery(rig)
        },
        Case(name: "catalogue pop by Escape", scene: "catalogue", forward: Point(x: 1, y: 0), duration: 0.35) { rig in
            try openGallery(rig, settle: true)
            rig.key("escape")
        },
        Case(name: "logo reveal push by click", scene: "logo-reveal", forward: Point(x: 1, y: 0), duration: 2, start: click(Point(x: 400, y: 400))),
        Case(name: "logo reveal push let go", scene: "logo-reveal", forward: Point(x: 1, y: 0), duration: 0.7) { rig in
            rig.drag(from: Point(x: 300, y: 300), to: Point(x: 420, y: 300))
        },
        Case(name: "logo reveal pop by Escape", scene: "logo-reveal", forward: Point(x: 1, y: 0), duration: 2) { rig in
            rig.click(Point(x: 400, y: 400))
            rig.settle()
            rig.key("escape")
        },
        Case(name: "logo reveal pop let go, cancelling", scene: "logo-reveal", forward: Point(x: 1, y: 0), duration: 0.8) { rig in
            rig.click(Point(x: 400, y: 400))
            rig.settle()
            rig.drag(from: Point(x: 300, y: 400), to: Point(x: 360, y: 400))
        },
        Case(name: "contacts push by click", scene: "contacts", forward: Point(x: -1, y: 0), duration: 0.3, start: click(Point(x: 80, y: 100))),
        Case(name: "contacts pop by Escape", scene: "contacts", forward: Point(x: 1, y: 0), duration: 0.3) { rig in
            rig.click(Point(x: 80, y: 100))
            rig.settle()
            rig.key("escape")
        },
        Case(name: "side by side push", scene: "side-by-side", forward: Point(x: -1, y: 0), duration: 0.45) { rig in
            try sideBySide(rig, page: 0).buttonPressed()
        },
        Case(name: "side by side pop to root", scene: "side-by-side", forward: Point(x: 1, y: 0), duration: 0.45) { rig in
            try sideBySide(rig, page: 0).buttonPressed()
            rig.settle()
            try sideBySide(rig, page: 1).buttonPressed()
            rig.settle()
            try sideBySide(rig, page: 2).buttonPressed()
        },
        Case(name: "modal zoom presentation", scene: "modal-zoom", forward: Point(x: 0, y: -1), duration: 3) { rig in
            try #require(rig.nav.viewControllers.first as? ModalZoomViewController).showDetail()
        },
        Case(name: "modal zoom dismissal", scene: "modal-zoom", forward: Point(x: 0, y: 1), duration: 3) { rig in
            let root = try #require(rig.nav.viewControllers.first as? ModalZoomViewController)
            root.showDetail()
            rig.settle()
            try #require(root.presentedViewController as? ModalZoomDetailViewController).close()
        },
    ]

    static func openGallery(_ rig: SceneRig, settle: Bool = false) throws {
        rig.shell.open("gallery", animated: true)
        if settle { rig.settle() }
    }

    static func sideBySide(_ rig: SceneRig, page: Int) throws -> SideBySidePageViewController {
        try #require(rig.nav.viewControllers[page] as? SideBySidePageViewController)
    }

    /// The page that moves, where it shows now: a press at its centre lands on it.
    func movingPageCentre(_ rig: SceneRig) throws -> Point {
        try #require(rig.movingPageCentre(within: rig.window.bounds.insetBy(dx: 20, dy: 80)))
    }

    func placements(_ rig: SceneRig) -> LayerPlacements {
        LayerPlacements([rig.nav.view.layer] + rig.shell.presentationContainers.map(\.layer))
    }

    @Test(arguments: cases, [0.1, 0.5, 0.85])
    func aPressHoldsItWhereItShowsAndTheDragMovesItBothWays(_ c: Case, at moment: Double) throws {
        let rig = try SceneRig(scene: c.scene)
        try c.start(rig)
        rig.tick()
        #expect(rig.shell.isTransitioning, "\(c.name) did not start")
        rig.run(for: c.duration * moment)
        try #require(rig.shell.isTransitioning, "\(c.name) at \(moment): already over, nothing to grab")
        let at = try movingPageCentre(rig)
        // The press arrives during the next frame: it is applied before that frame's step.
        let frameBefore = placements(rig)
        rig.press(at)
        rig.tick(1.0 / 60)
        let jump = placements(rig).largestMove(since: frameBefore)
        #expect(jump <= 0.5, "\(c.name) at \(moment): the grab moved a layer \(jump) pt")
        let held = try #require(rig.shell.transitionProgress)
        let interaction = try #require(rig.nav.telemetry.interaction)
        #expect(interaction.grabbed && interaction.isHeld)
        // Held: time passes, nothing moves.
        rig.run(for: 0.2)
        #expect(abs((rig.shell.transitionProgress ?? -1) - held) < 1e-9)
        // Forward and back past where it was taken.
        func moveBy(_ steps: Double) {
            rig.move(Point(x: at.x + c.forward.x * steps, y: at.y + c.forward.y * steps))
            rig.tick(1.0 / 60)
        }
        moveBy(30)
        let ahead = try #require(rig.shell.transitionProgress)
        moveBy(-30)
        let behind = try #require(rig.shell.transitionProgress)
        #expect(ahead > held || held >= 0.99, "\(c.name): forward did not move it on (\(held) -> \(ahead))")
        #expect(behind < held || held <= 0.01, "\(c.name): back did not move it back (\(held) -> \(behind))")
        moveBy(0)
        rig.tick(0.05)
        rig.release(at)
        rig.settle()
        #expect(!rig.shell.isTransitioning)
        try expectWhole(rig)
    }

    /// A grab holds the transition, not what a page moves on its own: a contact's drawer
    /// clicked open just before Back goes on springing open in the grab's frame and while the
    /// pop is held (as a view's own animation goes on under a held UIKit transition), and
    /// everything else shows exactly what the frame before showed.
    @Test func aGrabHoldsTheTransitionNotWhatAPageMovesOnItsOwn() throws {
        let rig = try SceneRig(scene: "contacts")
        rig.click(Point(x: 80, y: 100))
        rig.settle()
        let page = try #require(rig.nav.topViewController?.view as? ContactDetailView)
        let drawer = page.drawer.convert(page.drawer.bounds, to: nil)
        rig.click(Point(x: drawer.midX, y: drawer.minY + 20))
        #expect(page.drawer.isOpen)
        rig.key("escape")
        rig.run(for: 0.05)
        try #require(rig.shell.isTransitioning)
        let at = try movingPageCentre(rig)
        let frameBefore = LayerPlacements([rig.nav.view.layer], excluding: [page.drawer.layer])
        let drawerBefore = page.drawer.layer.presentation.position
        rig.press(at)
        rig.tick(1.0 / 60)
        let jump = LayerPlacements([rig.nav.view.layer], excluding: [page.drawer.layer]).largestMove(since: frameBefore)
        #expect(jump <= 0.5, "the grab moved a layer \(jump) pt")
        #expect(page.drawer.layer.presentation.position != drawerBefore, "the drawer stopped with the pop")
        let held = try #require(rig.shell.transitionProgress)
        rig.run(for: 0.6)
        #expect(rig.shell.transitionProgress == held)
        #expect(page.drawer.layer.animationKeys.isEmpty && page.drawer.layer.presentation.position == page.drawer.layer.position)
        rig.tick(0.004)
        rig.release(at)
        rig.settle()
        try expectWhole(rig)
    }

    /// Settled whole: only the top page in the container, at rest, titled in the bar; a
    /// presented page shown full size exactly when it is presented.
    func expectWhole(_ rig: SceneRig) throws {
        let top = try #require(rig.nav.topViewController)
        #expect(rig.nav.containerView.subviews.count == 1 && rig.nav.containerView.subviews.first === top.view)
        #expect(top.view.frame == rig.nav.containerView.bounds && top.view.transform == .identity)
        #expect(rig.nav.navigationBar.title == top.navigationItem.title)
        let presented = rig.nav.viewControllers.first?.presentedViewController
        #expect(rig.shell.presentationContainers.count == (presented == nil ? 0 : 1))
        if let presented { #expect(presented.view.frame == rig.window.bounds) }
    }

    /// A click on a transition (press and release, no movement) lets it carry on the way it
    /// was going, whatever the rule would say of where it stopped.
    @Test(arguments: cases)
    func aClickOnItLetsItCarryOn(_ c: Case) throws {
        let rig = try SceneRig(scene: c.scene)
        try c.start(rig)
        rig.tick()
        rig.run(for: c.duration * 0.2)
        try #require(rig.shell.isTransitioning, "\(c.name): already over, nothing to click")
        let heading = try #require(rig.shell.transitionProgress)
        rig.click(try movingPageCentre(rig))
        let decision = try #require(rig.nav.telemetry.lastRelease)
        #expect(decision.basis == .heading)
        rig.settle()
        try expectWhole(rig)
        _ = heading
    }

    /// A click on a running transition grabs it and presses nothing under the pointer (the
    /// grab takes the press as it goes down): the drawer of a contact zooming in stays shut,
    /// and a catalogue row uncovered by a pop opens nothing after it.
    @Test func aClickOnATransitionPressesNothingUnderIt() throws {
        let contacts = try SceneRig(scene: "contacts")
        contacts.click(Point(x: 80, y: 100))
        contacts.run(for: ContactsParameters.showDuration.defaultNumber * 0.7)
        try #require(contacts.shell.isTransitioning)
        let page = try #require(contacts.nav.topViewController?.view as? ContactDetailView)
        let drawer = page.drawer.convert(page.drawer.bounds, to: nil).intersection(page.convert(page.bounds, to: nil))
        let onDrawer = Point(x: drawer.midX, y: drawer.minY + 8)
        #expect(contacts.window.hitTest(onDrawer)?.isDescendant(of: page.drawer) == true)
        contacts.click(onDrawer)
        #expect(contacts.nav.telemetry.lastRelease?.basis == .heading)
        contacts.settle()
        #expect(!page.drawer.isOpen && contacts.titles.count == 2)

        let catalogue = try SceneRig(scene: "catalogue")
        catalogue.shell.open("gallery", animated: false)
        catalogue.tick()
        catalogue.key("escape")
        catalogue.run(for: TransitionSpec().number(NavigationParameters.pushDuration) * 0.5)
        try #require(catalogue.shell.isTransitioning)
        let list = try #require(catalogue.nav.viewControllers.first?.view)
        let row = try #require(rows(in: list).first)
        let frame = row.convert(row.bounds, to: nil)
        let onRow = Point(x: frame.minX + 24, y: frame.midY)
        #expect(catalogue.window.hitTest(onRow)?.isDescendant(of: row) == true)
        catalogue.click(onRow)
        catalogue.settle()
        #expect(catalogue.titles == ["Segue"])
    }

    private func rows(in view: View) -> [CatalogueRow] {
        view.subviews.flatMap { ($0 as? CatalogueRow).map { [$0] } ?? rows(in: $0) }
    }
}
