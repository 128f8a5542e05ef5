import Foundation
import Geometry
import Navigation
import SegueTesting
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host
import SDLPlatform

/// A press on a moving page freezes the transition where it shows: the frame of the grab,
/// drawn, is the frame before it, pixel for pixel. Each demo transition is started as a
/// person starts it (a click or a key; no driver holds it), drawn frame by frame as the
/// window draws it near the moment, and pressed at 20, 50 and 80% of its way; the press is
/// applied before the next frame's step.
///
/// The grab frame is compared with the frame before drawn a second time, with no tolerance.
/// Against the frame before as first drawn, two of the thirty differ (the default push and
/// pop at 50%: 12,818 and 14,683 pixels, by up to 48 and 123 levels), and drawing that frame
/// again, untouched, differs from its first drawing by exactly those pixels: a page that
/// looks the same two frames running is captured by the raster cache and copied from then
/// on, and the copies (of the dimmed page underneath, one level in a row of pixels every 32;
/// of the Gallery's rotated, clipped photo card, whose edges step differently) are not
/// bit-identical to the direct drawing. That is the first still frame of any page, not the
/// grab; the grab frame is then exactly the still frame before it.
@MainActor
@Suite(.serialized) struct GrabRenderTests {
    @Test(arguments: DemoTransition.allCases, [0.2, 0.5, 0.8])
    func theGrabbedFrameIsTheFrameBefore(_ transition: DemoTransition, at moment: Double) throws {
        let rig = try transition.startByHand()
        defer { rig.close() }
        var frames = 0
        while let p = rig.shell.transitionProgress, p < moment, frames < 600 {
            rig.tick(1.0 / 60)
            frames += 1
            if p > moment - 0.1 { _ = try rig.render() }  // drawn as the window draws it
        }
        try #require(rig.shell.isTransitioning, "\(transition.rawValue) ended before \(moment)")
        let shown = try rig.render()
        let before = try rig.render()  // the same frame, drawn again: the raster cache holds what stands still
        let at = try movingPageCentre(rig)
        rig.press(at)
        rig.tick(1.0 / 60)
        let grabbed = try rig.render()
        let difference = PixelDifference(before, grabbed)
        let name = "grab-\(transition.rawValue)-\(Int(moment * 100))"
        #expect(difference.count == 0,
            "\(name): the grab changed the frame: \(difference) (against the frame as first drawn: \(PixelDifference(shown, grabbed)))")
        #expect(rig.nav.telemetry.interaction?.grabbed == true && rig.nav.telemetry.interaction?.isHeld == true, "\(name): nothing grabbed")
        if difference.count > 0 {
            try FileManager.default.createDirectory(at: SceneRenderer.output, withIntermediateDirectories: true)
            try before.writePNG(to: SceneRenderer.output.appendingPathComponent(name + "-before.png").path)
            try grabbed.writePNG(to: SceneRenderer.output.appendingPathComponent(name + "-grabbed.png").path)
        }
    }

    /// A grab taken on a control (a button on the moving page, a catalogue row uncovered by a
    /// pop) presses nothing: the control is not highlighted in the grab frame.
    @Test(arguments: [(DemoTransition.sideBySidePush, 0.8), (.modalZoomPresent, 0.8), (.defaultPop, 0.5)])
    func aGrabOnAControlPressesNothing(_ transition: DemoTransition, at moment: Double) throws {
        let rig = try transition.startByHand()
        defer { rig.close() }
        while let p = rig.shell.transitionProgress, p < moment {
            rig.tick(1.0 / 60)
            if p > moment - 0.1 { _ = try rig.render() }
        }
        try #require(rig.shell.isTransitioning)
        let control = try #require(self.control(of: transition, in: rig))
        // The first point along its middle that a press would land on it at.
        let frame = control.convert(control.bounds, to: nil)
        let along = stride(from: frame.minX + 4, to: frame.maxX, by: 4).map { Point(x: $0, y: frame.midY) }
        let at = try #require(along.first { rig.window.hitTest($0)?.isDescendant(of: control) == true },
            "\(transition.rawValue): no press lands on the control (\(frame))")
        _ = try rig.render()
        let before = try rig.render()
        rig.press(at)
        rig.tick(1.0 / 60)
        let difference = PixelDifference(before, try rig.render())
        #expect(difference.count == 0, "\(transition.rawValue): \(difference)")
        #expect(rig.nav.telemetry.interaction?.isHeld == true)
    }

    private func control(of transition: DemoTransition, in rig: SceneHarness) -> View? {
        switch transition {
        case .sideBySidePush: return (rig.nav.topViewController?.view as? SideBySidePageView)?.button
        case .modalZoomPresent: return (rig.shell.presentingController?.presentedViewController?.view as? ModalZoomDetailView)?.closeButton
        case .defaultPop: return rig.nav.viewControllers.first.flatMap { rows(in: $0.view).first }
        default: return nil
        }
    }

    private func rows(in view: View) -> [CatalogueRow] {
        view.subviews.flatMap { ($0 as? CatalogueRow).map { [$0] } ?? rows(in: $0) }
    }

    /// The page that moves, where it shows now (kept off the window's edges and the bar).
    func movingPageCentre(_ rig: SceneHarness) throws -> Point {
        try #require(rig.movingPageCentre(within: rig.window.bounds.insetBy(dx: 20, dy: 80)))
    }
}
