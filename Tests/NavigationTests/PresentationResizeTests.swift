import Geometry
import Navigation
import Testing
import Views
import Host
import Compositor
import SegueTesting

/// Issue 30: the platform's presentation slide follows the container's size at every
/// frame. Resized while it runs or while a driver holds it, the presented page has the new
/// size and is the new height times the progress left below its place.
@MainActor
@Suite struct PresentationResizeTests {
    /// Resizes the rig's window, its navigation and the presentation's container, as the app's shell does.
    func resize(_ rig: NavigationRig, to size: Size) {
        rig.window.resize(to: size)
        rig.nav.view.frame = rig.window.bounds
        for case let container as PresentationContainerView in rig.window.subviews { container.frame = rig.window.bounds }
    }

    /// The presented page's frame as shown, and where the progress says it should be.
    func check(_ rig: NavigationRig, _ page: View, presenting: Bool, _ label: String) {
        guard let p = rig.root.presentationTransitionProgress else { return }
        let size = rig.window.bounds.size
        let shown = page.layer.convert(page.layer.presentation.bounds, to: nil)
        let expectedY = size.height * (presenting ? 1 - p : p)
        #expect(shown.size == size, "\(label): the page is \(shown.size) in \(size)")
        #expect(abs(shown.minY - expectedY) < 0.01 && shown.minX == 0, "\(label): at \(shown.origin), \(expectedY) expected at \(p)")
    }

    @Test(arguments: [Size(width: 600, height: 450), Size(width: 300, height: 200)])
    func aRunningPresentationFollowsTheWindow(size: Size) {
        let rig = NavigationRig()
        let modal = ViewController(title: "modal")
        rig.root.present(modal, animated: true)
        rig.run(frames: 5)
        resize(rig, to: size)
        var frames = 0
        while rig.root.isPresentationTransitioning && frames < 60 {
            rig.tick(1.0 / 60)
            frames += 1
            check(rig, modal.view, presenting: true, "present to \(size), frame \(frames)")
        }
        #expect(frames > 5 && !rig.root.isPresentationTransitioning)
        #expect(modal.view.frame == rig.window.bounds && modal.view.layer.presentation.transform == .identity)
    }

    @Test(arguments: [Size(width: 600, height: 450), Size(width: 300, height: 200)])
    func aHeldDismissalFollowsTheWindowAndKeepsItsProgress(size: Size) throws {
        let rig = NavigationRig()
        let modal = ViewController(title: "modal")
        let delegate = DismissDelegate()
        modal.transitioningDelegate = delegate
        rig.root.present(modal, animated: false)
        delegate.interactive = true
        modal.dismiss(animated: true)
        rig.tick()
        delegate.driver.update(0.3)
        rig.tick(1.0 / 60)
        resize(rig, to: size)
        rig.tick(1.0 / 60)
        #expect(abs((rig.root.presentationTransitionProgress ?? 0) - 0.3) < 1e-9)
        check(rig, modal.view, presenting: false, "held at 0.3 in \(size)")
        delegate.driver.cancel()
        rig.run(frames: 60)
        #expect(!rig.root.isPresentationTransitioning && rig.root.presentedViewController === modal)
        #expect(modal.view.frame == rig.window.bounds && modal.view.layer.presentation.transform == .identity)
    }
}
