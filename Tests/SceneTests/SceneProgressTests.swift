import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools

/// Each demo's drag progress: the scene's own measure of how far a pan has taken its transition.
@Suite struct SceneProgressTests {
    @Test @MainActor func sideBySideAndModalZoomProgressAreTheDragOverTheSize() {
        #expect(SideBySideInteractor.progress(translationX: 200, width: 800) == 0.25)
        #expect(SideBySideInteractor.progress(translationX: -50, width: 800) == 0)
        #expect(SideBySideInteractor.progress(translationX: 1200, width: 800) == 1)
        #expect(ModalZoomDetailViewController.progress(translationY: 300, height: 600) == 0.5)
        #expect(ModalZoomDetailViewController.progress(translationY: -10, height: 600) == 0)
        #expect(ModalZoomDetailViewController.progress(translationY: 10, height: 0) == 0)
    }

    @Test @MainActor func revealProgressIsTheDragOver200ClampedAsChapter21Does() {
        #expect(RevealAnimator.progress(translationX: 100) == 0.5)
        #expect(RevealAnimator.progress(translationX: -150) == 0.75)
        #expect(RevealAnimator.progress(translationX: 0) == 0.01)
        #expect(RevealAnimator.progress(translationX: 500) == 0.99)
    }

    @Test @MainActor func contactsProgressIsTheDragOverTheWidth() {
        #expect(ContactsNavigationDelegate.progress(translationX: 200, width: 800) == 0.25)
        #expect(ContactsNavigationDelegate.progress(translationX: -400, width: 800) == 0.5)
        #expect(ContactsNavigationDelegate.progress(translationX: 2000, width: 800) == 1)
        #expect(ContactsNavigationDelegate.progress(translationX: 10, width: 0) == 0)
    }
}
