import Geometry
import Navigation
import Runtime
import SegueTesting
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host
import Views

/// Every transition the demos and the default navigation run, begun held by a percent
/// driver so a test can stop it anywhere: the reference renders and the clip sweep use these.
@MainActor
enum DemoTransition: String, CaseIterable, Sendable {
    case defaultPush = "push", defaultPop = "pop"
    case logoRevealPush = "logo-reveal-push", logoRevealPop = "logo-reveal-pop"
    case contactsPush = "contacts-push", contactsPop = "contacts-pop"
    case sideBySidePush = "side-by-side-push", sideBySidePop = "side-by-side-pop"
    case modalZoomPresent = "modal-zoom-present", modalZoomDismiss = "modal-zoom-dismiss"
    case photosZoomIn = "photos-zoom-in", photosZoomOut = "photos-zoom-out"

    var scene: String {
        switch self {
        case .defaultPush, .defaultPop: "catalogue"
        case .logoRevealPush, .logoRevealPop: "logo-reveal"
        case .contactsPush, .contactsPop: "contacts"
        case .sideBySidePush, .sideBySidePop: "side-by-side"
        case .modalZoomPresent, .modalZoomDismiss: "modal-zoom"
        case .photosZoomIn, .photosZoomOut: "photos"
        }
    }

    /// The scene as its references were drawn (640x480 points, from t = 1), with this
    /// transition begun and its driver.
    func begin() throws -> (SceneHarness, PercentDrivenInteractiveTransition) {
        let rig = try SceneHarness.demo(scene)
        do {
            return (rig, try begin(in: rig))
        } catch {
            rig.close()
            throw error
        }
    }

    private func begin(in rig: SceneHarness) throws -> PercentDrivenInteractiveTransition {
        switch self {
        case .defaultPush, .defaultPop:
            let held = HeldDefaultTransition()
            if self == .defaultPop {
                rig.shell.open("gallery", animated: false)
                rig.tick()
            }
            rig.nav.delegate = held
            if self == .defaultPush { rig.shell.open("gallery", animated: true) } else { rig.nav.popViewController(animated: true) }
            return held.driver
        case .logoRevealPush:
            // The reveal, scrubbed as a pan does: the container paused and moved by its time offset.
            let master = try required(rig.nav.topViewController as? LogoRevealViewController)
            master.showList(interactive: true)
            return master.transition
        case .logoRevealPop:
            let master = try required(rig.nav.topViewController as? LogoRevealViewController)
            master.showList(interactive: false)
            rig.settle()
            try expect(rig.nav.viewControllers.count == 2)
            rig.nav.interactionController = master.transition
            rig.nav.popViewController(animated: true)
            return master.transition
        case .contactsPush, .contactsPop:
            // The zoom out of (and back into) the eighth contact's avatar, with the grid scrolled.
            let overview = try required(rig.nav.topViewController as? ContactsOverviewViewController)
            overview.grid.setContentOffset(Point(x: 0, y: 90))
            rig.tick()
            if self == .contactsPop {
                overview.open(7)
                rig.settle()
                try expect(rig.nav.viewControllers.count == 2)
            }
            let scrubbing = Scrubbing(try required(rig.nav.delegate))
            rig.nav.delegate = scrubbing
            if self == .contactsPush { overview.open(7) } else { rig.nav.popViewController(animated: true) }
            return scrubbing.driver
        case .sideBySidePush:
            // Page 1 to page 2: both pages side by side, the landscape a parallax step behind.
            let first = try required(rig.nav.topViewController as? SideBySidePageViewController)
            return try required(first.startScrubbedTransition())
        case .sideBySidePop:
            // Page 3 back to page 2 (the pop a drag scrubs).
            let nav = try required(rig.nav as? SideBySideNavigationController)
            for _ in 0..<2 {
                try required(nav.topViewController as? SideBySidePageViewController).buttonPressed()
                rig.settle()
            }
            try expect(nav.viewControllers.count == 3)
            let driver = PercentDrivenInteractiveTransition()
            nav.interactionController = driver
            nav.popViewController(animated: true)
            return driver
        case .modalZoomPresent:
            // The detail page growing out of the icon, its text fading in.
            let root = try required(rig.nav.topViewController as? ModalZoomViewController)
            return try required(root.startScrubbedTransition())
        case .modalZoomDismiss:
            // The dismissal a drag down scrubs: the page shrinking back onto the icon.
            let root = try required(rig.nav.topViewController as? ModalZoomViewController)
            root.showDetail()
            rig.settle()
            let detail = try required(root.presentedViewController)
            let driver = PercentDrivenInteractiveTransition()
            root.interactionController = driver
            detail.dismiss(animated: true)
            return driver
        case .photosZoomIn, .photosZoomOut:
            // Picture 6 (second row) growing out of its cell, or shrinking back onto it.
            let root = try required(rig.nav.topViewController as? PhotosViewController)
            let driver = PercentDrivenInteractiveTransition()
            if self == .photosZoomOut {
                root.openViewer(at: 6)
                rig.settle()
                let viewer = try required(root.presentedViewController)
                root.interactionController = driver
                viewer.dismiss(animated: true)
            } else {
                try expect(root.runInteractively(driver) { root.openViewer(at: 6) } != nil)
            }
            return driver
        }
    }

    /// Holds the transition at `progress` and lets the frame show it.
    static func hold(_ rig: SceneHarness, _ driver: PercentDrivenInteractiveTransition, at progress: Double) {
        rig.tick()
        driver.update(progress)
        rig.tick()
    }

    private func expect(_ condition: Bool) throws {
        if !condition { throw HarnessError("\(rawValue): the scene is not as the transition expects") }
    }

    private func required<T>(_ value: T?) throws -> T {
        guard let value else { throw HarnessError("\(rawValue): the scene is not as the transition expects") }
        return value
    }
}
