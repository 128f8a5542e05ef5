import Feel
import Geometry
import Motion
import Navigation
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import Compositor
import DemoTesting
import SegueTesting

/// The Sheets scene at 800x600: the medium detent's top is at 300, the large one's at 40,
/// and a release is dismissed when its projected top passes 450 (half way from the medium
/// detent to the bottom); projections coast at 0.998 (0.4995 s of the release speed). The
/// sheet is dragged by its grabber strip (the 20 pt above its list); like a scroll view it
/// moves from where it is when the pan begins, so a drag in 12 steps moves it 11/12 of the way.
@MainActor
@Suite struct SheetsTests {
    func root(_ rig: SceneRig) throws -> SheetsViewController {
        try #require((rig.nav.viewControllers.first as? SheetsTabBarController)?.viewControllers.first as? SheetsViewController)
    }

    /// The scene with its sheet presented at `detent` and come to rest.
    func presented(at detent: SheetDetent = .medium) throws -> (SceneRig, SheetViewController) {
        let rig = try SceneRig(scene: "sheets")
        try root(rig).showSheet(at: detent)
        rig.settle()
        return (rig, try #require(try root(rig).sheet))
    }

    /// Frames until no transition runs and the sheet rests at a detent.
    func rest(_ rig: SceneRig, _ sheet: SheetViewController) {
        rig.settle(limit: 6, while: { rig.shell.isTransitioning || sheet.isMovingBetweenDetents })
    }

    func placements(_ rig: SceneRig) -> LayerPlacements {
        LayerPlacements([rig.nav.view.layer] + rig.shell.presentationContainers.map(\.layer))
    }

    /// The dimming a sheet at `top` gives at the default 0.4.
    func dim(_ top: Double) -> Double { 0.4 * (600 - top) / 560 }

    @Test func itRestsAtItsDetentsAndDimsInProportion() throws {
        let (rig, sheet) = try presented()
        #expect(sheet.shownTop == 300 && sheet.selectedDetent == .medium)
        #expect(abs(sheet.dimmingView.layer.presentation.opacity - dim(300)) < 1e-9)
        #expect(sheet.sheetView.cornerRadius == 10 && sheet.sheetView.frame.maxY > 600)
        #expect(rig.nav.view.transform == .identity && rig.nav.view.cornerRadius == 0)
        sheet.setDetent(.large, animated: true)
        rest(rig, sheet)
        #expect(sheet.shownTop == 40 && abs(sheet.dimmingView.alpha - 0.4) < 1e-9)
        // At large the page behind recedes, as on iOS: 0.92 of its size, its corners rounded.
        #expect(rig.nav.view.transform == AffineTransform(scaleX: 0.92, y: 0.92) && rig.nav.view.cornerRadius == 10)
        // On the way the dimming follows the sheet.
        sheet.setDetent(.medium, animated: true)
        rig.run(for: 0.1)
        let top = sheet.shownTop
        #expect(top > 41 && top < 299)
        #expect(abs(sheet.dimmingView.layer.presentation.opacity - dim(top)) < 1e-6)
    }

    @Test func thePresentationSlidesUpFromTheBottomWithTheDimming() throws {
        let rig = try SceneRig(scene: "sheets")
        try root(rig).showSheet(at: .medium)
        rig.tick()
        let sheet = try #require(try root(rig).sheet)
        #expect(abs(sheet.shownTop - 600) < 1 && sheet.dimmingView.layer.presentation.opacity < 0.01)
        rig.run(for: 0.1)
        let top = sheet.shownTop
        #expect(top > 300 && top < 590)
        #expect(abs(sheet.dimmingView.layer.presentation.opacity - dim(top)) < 1e-6)
        rig.settle()
        #expect(sheet.shownTop == 300 && rig.shell.completedTransitionCount == 1)
    }

    /// Between detents the release's speed decides: the same 100 pt up rests back at medium
    /// let go still, and at large flicked (projected 200 pt further).
    @Test func theReleaseSpeedPicksTheDetent() throws {
        let (rig, sheet) = try presented()
        rig.drag(from: Point(x: 400, y: 310), to: Point(x: 400, y: 210), hold: 0.2)
        rest(rig, sheet)
        #expect(sheet.selectedDetent == .medium && sheet.shownTop == 300 && sheet.lastRest == .detent(.medium))
        rig.drag(from: Point(x: 400, y: 310), to: Point(x: 400, y: 210), duration: 0.25)
        rest(rig, sheet)
        #expect(sheet.selectedDetent == .large && sheet.shownTop == 40 && sheet.lastRest == .detent(.large))
        // Down from large: a short flick comes to medium; the same drag let go still, back to large.
        rig.drag(from: Point(x: 400, y: 50), to: Point(x: 400, y: 110), hold: 0.2)
        rest(rig, sheet)
        #expect(sheet.selectedDetent == .large && sheet.shownTop == 40)
        rig.drag(from: Point(x: 400, y: 50), to: Point(x: 400, y: 110), duration: 0.12)
        rest(rig, sheet)
        #expect(sheet.selectedDetent == .medium && sheet.shownTop == 300)
        #expect(try rig.shell.completedTransitionCount == 1 && root(rig).sheet === sheet)
    }

    /// Below the smallest detent the drag holds the dismissal: let go still short of the
    /// dismiss line it goes back; flicked down from there, or from the large detent, it is
    /// dismissed (the projection passes the line).
    @Test func theProjectionDecidesTheDismissal() throws {
        let (rig, sheet) = try presented()
        rig.drag(from: Point(x: 400, y: 310), to: Point(x: 400, y: 430), hold: 0.2, release: false)
        #expect(abs(sheet.shownTop - 410) < 0.5 && abs((rig.shell.transitionProgress ?? 0) - 110.0 / 300) < 0.01)
        rig.release(Point(x: 400, y: 430))
        rest(rig, sheet)
        #expect(try root(rig).sheet === sheet && sheet.shownTop == 300)
        let back = try #require(rig.nav.telemetry.lastRelease)
        #expect(back.rule.kind == .projection && back.outcome == .cancel && abs(back.rule.threshold - 0.5) < 1e-9)
        rig.drag(from: Point(x: 400, y: 310), to: Point(x: 400, y: 390), duration: 0.1)
        rest(rig, sheet)
        #expect(try root(rig).sheet == nil && rig.shell.presentationContainers.isEmpty)
        #expect(rig.nav.telemetry.lastRelease?.outcome == .finish)
        // From large, a flick of 150 pt at 1,500 pt/s is projected past the line.
        let (rig2, sheet2) = try presented(at: .large)
        rig2.drag(from: Point(x: 400, y: 50), to: Point(x: 400, y: 200), duration: 0.1)
        #expect(sheet2.lastRest == .dismissed)
        rest(rig2, sheet2)
        #expect(try root(rig2).sheet == nil && rig2.shell.completedTransitionCount == 2)
    }

    /// Pulled below medium the drag holds the dismissal; pushed back above it in the same
    /// drag, the dismissal is given back (cancelled at the detent) and the sheet follows the
    /// pointer up again, to large if let go there.
    @Test func aDismissalPushedBackAboveTheDetentGivesTheSheetBack() throws {
        let (rig, sheet) = try presented()
        rig.drag(from: Point(x: 400, y: 310), to: Point(x: 400, y: 410), hold: 0.1, release: false)
        #expect(abs((rig.shell.transitionProgress ?? 0) - (100 - 100.0 / 12) / 300) < 0.01)
        // Every step moves the card 30 pt up with the pointer, the one that crosses the detent too.
        var last = sheet.shownTop
        for y in stride(from: 380.0, through: 60, by: -20) {
            rig.move(Point(x: 400, y: y))
            rig.tick(1.0 / 60)
            let step = y == 380 ? -30.0 : -20.0
            #expect(abs(sheet.shownTop - last - step) < 0.5, "at \(y): \(last) -> \(sheet.shownTop)")
            last = sheet.shownTop
        }
        #expect(!rig.shell.isTransitioning && sheet.isDragged && rig.shell.cancelledTransitionCount == 1)
        // The pan began at the first step (318.3), so the card is at 300 + 60 - 318.3.
        #expect(abs(sheet.shownTop - (300 + 60 - (310 + 100.0 / 12))) < 0.5, "\(sheet.shownTop)")
        rig.run(for: 0.2)
        rig.release(Point(x: 400, y: 60))
        rest(rig, sheet)
        #expect(sheet.selectedDetent == .large && sheet.shownTop == 40 && rig.shell.completedTransitionCount == 1)
    }

    /// A click on the dimmed page dismisses the sheet, and so does Escape.
    @Test func aClickOnTheDimmingOrEscapeDismisses() throws {
        let (rig, sheet) = try presented()
        rig.click(Point(x: 400, y: 150))
        rest(rig, sheet)
        #expect(try root(rig).sheet == nil && rig.shell.completedTransitionCount == 2)
        try root(rig).showSheet(at: .large)
        rig.settle()
        let again = try #require(try root(rig).sheet)
        rig.click(Point(x: 400, y: 20))
        rest(rig, again)
        #expect(try root(rig).sheet == nil)
        try root(rig).showSheet(at: .medium)
        rig.settle()
        rig.key("escape")
        rig.settle()
        #expect(try root(rig).sheet == nil && rig.shell.completedTransitionCount == 6 && rig.titles == ["Sheets"])
    }

    /// The sheet follows the window's size: resized mid-presentation it ends at the new
    /// medium height, at rest it moves with the window, and resized while moving to a
    /// detent it ends at that detent in the new window.
    @Test func aResizeKeepsTheSheetAtItsDetent() throws {
        let rig = try SceneRig(scene: "sheets")
        try root(rig).showSheet(at: .medium)
        rig.run(for: 0.2)
        let sheet = try #require(try root(rig).sheet)
        rig.window.resize(to: Size(width: 1000, height: 700))
        rest(rig, sheet)
        #expect(sheet.shownTop == 350 && sheet.sheetView.frame.width == 1000)
        rig.window.resize(to: Size(width: 700, height: 500))
        rig.tick()
        #expect(sheet.shownTop == 250 && abs(sheet.dimmingView.alpha - 0.4 * 250 / 460) < 1e-9)
        sheet.setDetent(.large, animated: true)
        rest(rig, sheet)
        sheet.setDetent(.medium, animated: true)
        rig.run(for: 0.1)
        #expect(sheet.isMovingBetweenDetents)
        rig.window.resize(to: Size(width: 800, height: 600))
        rest(rig, sheet)
        #expect(sheet.shownTop == 300 && sheet.sheetView.frame.width == 800)
    }

    /// Past the largest detent the sheet follows less and less (UIKit's rubber band over the
    /// window's height), and springs back.
    @Test func pastTheLargestDetentItIsRubberBanded() throws {
        let (rig, sheet) = try presented(at: .large)
        rig.drag(from: Point(x: 400, y: 50), to: Point(x: 400, y: -190), hold: 0.2, release: false)
        let expected = 40 - RubberBand(dimension: 600).offset(forDistance: 220)
        #expect(abs(sheet.shownTop - expected) < 0.01 && sheet.shownTop < 0 && sheet.shownTop > -160)
        rig.release(Point(x: 400, y: -190))
        rest(rig, sheet)
        #expect(sheet.shownTop == 40 && sheet.selectedDetent == .large)
    }

    /// A drag in the list scrolls it; pulled down at its top the sheet takes the drag over
    /// and moves; pushed back up, the list has it again.
    @Test func theListHandsItsDragOverAtItsTop() throws {
        let (rig, sheet) = try presented(at: .large)
        let list = try #require(sheet.content.view as? SheetListView)
        rig.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 260), hold: 0.2)
        rest(rig, sheet)
        #expect(abs(list.contentOffset.y - 220) < 1 && sheet.shownTop == 40)
        // Down 300 (10 pt a step): 220 scrolls the list to its top, the other 70 move the sheet.
        rig.drag(from: Point(x: 400, y: 200), to: Point(x: 400, y: 500), steps: 30, duration: 0.5, hold: 0.2, release: false)
        #expect(list.contentOffset.y == 0 && abs(sheet.shownTop - 110) < 1 && sheet.isDragged)
        // Back up 150: the sheet returns to its detent and gives the list its drag back,
        // which scrolls it from there on.
        rig.move(Point(x: 400, y: 350))
        rig.tick(1.0 / 60)
        #expect(list.contentOffset.y == 0 && sheet.shownTop == 40 && !sheet.isDragged)
        rig.move(Point(x: 400, y: 300))
        rig.tick(1.0 / 60)
        #expect(abs(list.contentOffset.y - 50) < 1 && sheet.shownTop == 40)
        rig.run(for: 0.2)
        rig.release(Point(x: 400, y: 300))
        rest(rig, sheet)
        #expect(try sheet.shownTop == 40 && root(rig).sheet === sheet)
    }

    /// A press grabs the sheet mid-presentation, mid-move between detents and mid-dismissal
    /// where it shows (no layer moves on the press's frame), and the drag moves it one for one.
    @Test(arguments: ["present", "detent", "dismiss"])
    func aPressGrabsItWhereItShows(moment: String) throws {
        let (rig, sheet): (SceneRig, SheetViewController)
        if moment == "present" {
            rig = try SceneRig(scene: "sheets")
            try root(rig).showSheet(at: .medium)
            rig.tick()
            sheet = try #require(try root(rig).sheet)
        } else {
            (rig, sheet) = try presented()
            if moment == "detent" { sheet.setDetent(.large, animated: true) } else { sheet.dismiss(animated: true) }
            rig.tick()
        }
        rig.run(for: 0.12)
        let top = sheet.shownTop
        #expect(top > 41 && top < 590 && abs(top - 300) > 5, "\(moment): \(top)")
        let at = Point(x: 400, y: top + 10)
        let frameBefore = placements(rig)
        rig.press(at)
        rig.tick(1.0 / 60)
        let jump = placements(rig).largestMove(since: frameBefore)
        #expect(jump <= 0.5, "\(moment): the grab moved a layer \(jump) pt")
        rig.run(for: 0.2)
        #expect(abs(sheet.shownTop - top) < 0.5, "\(moment): held, it moved")
        rig.move(Point(x: 400, y: top - 10))
        rig.tick(1.0 / 60)
        #expect(abs(sheet.shownTop - (top - 20)) < 0.5, "\(moment): it did not follow the pointer (\(sheet.shownTop))")
        // Let go still: above the dismiss line it stays presented, below it is dismissed.
        rig.run(for: 0.2)
        rig.release(Point(x: 400, y: top - 10))
        rest(rig, sheet)
        let staysUp = top - 20 < 450
        #expect(try (root(rig).sheet === sheet) == staysUp, "\(moment): let go at \(top - 20)")
        #expect(!staysUp || sheet.shownTop == 300 || sheet.shownTop == 40, "\(moment): \(sheet.shownTop)")
    }

    /// A press on the list while the sheet moves between detents catches the sheet, not the
    /// list: it holds where it shows, and a drag moves the sheet.
    @Test func aPressOnTheListCatchesTheSheetMoving() throws {
        let (rig, sheet) = try presented()
        let list = try #require(sheet.content.view as? SheetListView)
        sheet.setDetent(.large, animated: true)
        rig.tick()
        rig.run(for: 0.1)
        let top = sheet.shownTop
        #expect(sheet.isMovingBetweenDetents && top < 290 && top > 45)
        rig.press(Point(x: 400, y: 550))
        rig.tick(1.0 / 60)
        #expect(!sheet.isMovingBetweenDetents && abs(sheet.shownTop - top) < 0.5 && sheet.isDragged)
        rig.move(Point(x: 400, y: 580))
        rig.tick(1.0 / 60)
        #expect(abs(sheet.shownTop - (top + 30)) < 0.5 && list.contentOffset.y == 0)
        rig.run(for: 0.2)
        rig.release(Point(x: 400, y: 580))
        rest(rig, sheet)
        #expect(sheet.shownTop == 300 || sheet.shownTop == 40)
    }

    /// Under reduce motion the sheet cross-fades in at its detent, with its dimming.
    @Test func reduceMotionCrossFadesTheSheetInPlace() throws {
        let rig = try SceneRig(scene: "sheets")
        rig.key("r")
        try root(rig).showSheet(at: .medium)
        rig.tick()
        let sheet = try #require(try root(rig).sheet)
        rig.run(for: 0.25)
        let opacity = sheet.view.layer.presentation.opacity
        #expect(opacity > 0.1 && opacity < 0.9)
        #expect(sheet.shownTop == 300 && abs(sheet.dimmingView.alpha - dim(300)) < 1e-9)
        rig.settle()
        #expect(sheet.view.alpha == 1 && sheet.shownTop == 300)
        // Nothing recedes behind a large sheet either.
        sheet.setDetent(.large, animated: true)
        rest(rig, sheet)
        #expect(sheet.shownTop == 40 && rig.nav.view.transform == .identity && rig.nav.view.cornerRadius == 0)
    }
}
