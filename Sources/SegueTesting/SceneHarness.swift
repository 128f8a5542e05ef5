import Foundation
import Geometry
import Testing
import Navigation
import Runtime
import Host
import SDLPlatform
import Sessions
import Views
import Compositor

/// A scene of a hosted app as the app runs it, without a display: the same start-up
/// (`Stage`) and frame driver as the live window, on a manual clock, drawn on a headless
/// canvas when asked.
@MainActor
public final class SceneHarness: FrameHarness {
    private static var sharedFonts: FontLibrary?

    public let stage: Stage

    /// `renders`: frames can be drawn with `render()` (software renderer, `scale` pixels per point).
    public init(app: any SegueApp, scene: String, size: Size = Size(width: 800, height: 600), renders: Bool = false, scale: Double = 1, startTime: Double = 10) throws {
        let resources = try SceneHarness.resources(app)
        stage = try Stage(resources: resources, scene: scene, size: size, output: renders ? .headless(scale: scale) : .none, startTime: startTime)
        let driver = stage.driver
        super.init(frame: driver.frame, deliver: { driver.apply($0) }, step: { driver.step() })
        tick()
    }

    /// `app`'s resources; fonts are opened once per test process.
    public static func resources(_ app: any SegueApp) throws -> Resources {
        DummyVideo.use()
        let r = try Resources(app: app, font: nil, fonts: sharedFonts)
        sharedFonts = r.fonts
        return r
    }

    public var driver: FrameDriver { stage.driver }
    public var shell: HostShell { stage.driver.shell }
    public var nav: NavigationController { shell.navigation }
    public var titles: [String] { nav.viewControllers.map { $0.title ?? "" } }
    public var digest: FrameDigest { driver.digest }

    /// Frames at 60 Hz until no transition is in flight (at most `limit` seconds).
    public func settle(limit: Double = 6, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        settle(limit: limit, while: { shell.isTransitioning }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The transition in flight: a presentation's or dismissal's, else the navigation's.
    public var runningTransition: TransitionContext? {
        shell.presentingController?.presentedViewController?.presentationContext ?? nav.transitionContext
    }

    /// Where the page that moves in the transition in flight shows now, in window points
    /// (its presentation bounds through its presentation placement), or nil.
    public var movingPageFrame: Rect? {
        guard let layer = runningTransition?.movingViewController.viewIfLoaded?.layer else { return nil }
        // As much of it as shows: inside every ancestor that clips it (a zoom's card).
        var frame = layer.convert(layer.presentation.bounds, to: nil)
        var ancestor = layer.superlayer
        while let a = ancestor {
            if a.masksToBounds { frame = frame.intersection(a.convert(a.presentation.bounds, to: nil)) }
            ancestor = a.superlayer
        }
        return frame
    }

    /// The moving page's centre kept within `area` (a sliver at the window's edge is pressed
    /// beside it, still on the pages), or nil when no transition runs.
    public func movingPageCentre(within area: Rect) -> Point? {
        movingPageFrame.map { f in Point(x: min(area.maxX, max(area.minX, f.midX)), y: min(area.maxY, max(area.minY, f.midY))) }
    }

    /// Pages on screen: the navigation stack and the pages presented over it.
    public var pageCount: Int { shell.pageCount + shell.presentationContainers.count }

    /// Opens the page after the one on top as the benchmarks reach it: the scene's push or
    /// presentation started under a percent driver, finished, and settled. False when the
    /// page on top starts none (it is the scene's last).
    @discardableResult
    public func openNextPage() -> Bool {
        let before = pageCount
        guard let driver = shell.startScrubbedTransition() else { return false }
        tick()
        driver.finish()
        settle()
        return pageCount > before
    }

    /// The frame as the window would show it (needs `renders`).
    public func render() throws -> RGBAImage {
        guard stage.render(), let image = stage.snapshot() else { throw HarnessError("this harness draws nowhere: make it with renders: true") }
        return image
    }

    public func close() { stage.close() }
}
