import Testing
import Geometry
import Motion
import Navigation
import Views
import Compositor
import SegueTesting

@MainActor
final class DismissDelegate: TransitioningDelegate {
    let driver = PercentDrivenInteractiveTransition()
    var interactive = false
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interactive ? driver : nil }
}

@MainActor
@Suite struct PresentationTests {
    @Test func presentAndDismissCallAppearanceAndTidyUp() {
        let rig = NavigationRig()
        let modal = Recorder("modal", log: rig.log)
        var presented = false, dismissed = false
        rig.root.present(modal, animated: true) { presented = true }
        #expect(rig.log.take() == ["root.willDisappear", "modal.willAppear"])
        #expect(rig.root.presentedViewController === modal && modal.presentingViewController === rig.root)
        rig.run(frames: 40)
        #expect(presented && rig.log.take() == ["root.didDisappear", "modal.didAppear"])
        #expect(modal.view.window === rig.window && modal.view.frame == rig.window.bounds)
        modal.dismiss(animated: true) { dismissed = true }
        rig.run(frames: 40)
        #expect(dismissed && rig.log.take() == ["modal.willDisappear", "root.willAppear", "modal.didDisappear", "root.didAppear"])
        #expect(rig.root.presentedViewController == nil && modal.viewIfLoaded?.window == nil)
        #expect(rig.window.subviews.count == 1)
    }

    @Test func aCancelledInteractiveDismissalLeavesItPresented() {
        let rig = NavigationRig()
        let modal = Recorder("modal", log: rig.log)
        let delegate = DismissDelegate()
        modal.transitioningDelegate = delegate
        rig.root.present(modal, animated: false)
        _ = rig.log.take()
        delegate.interactive = true
        modal.dismiss(animated: true)
        rig.tick()
        delegate.driver.update(0.3)
        rig.tick()
        #expect(abs(modal.view.layer.presentation.transform.ty - 0.3 * 300) < 1)
        delegate.driver.cancel()
        rig.run(frames: 40)
        #expect(rig.log.take() == ["modal.willDisappear", "root.willAppear", "root.willDisappear", "root.didDisappear", "modal.willAppear", "modal.didAppear"])
        #expect(rig.root.presentedViewController === modal && modal.view.window === rig.window)
        #expect(modal.view.transform == .identity && modal.view.layer.presentation.transform == .identity)
    }

    @Test func presentingTwiceIsRefused() {
        let rig = NavigationRig()
        let a = ViewController(title: "a"), b = ViewController(title: "b")
        rig.root.present(a, animated: false)
        rig.root.present(b, animated: false)
        #expect(rig.root.presentedViewController === a && b.presentingViewController == nil)
    }
}
