import Navigation
import Testing
@testable import Scenes

@Suite struct ReleaseRuleTests {
    @Test func halfwayFinishesFromOneHalfOn() {
        #expect(!ReleaseRule.halfway(progress: 0.49).finish)
        #expect(ReleaseRule.halfway(progress: 0.5).finish)
        #expect(ReleaseRule.halfway(progress: 0.99).finish)
        #expect(ReleaseRule.halfway(progress: 0.3).reason == "progress 0.30 < 0.50: cancel")
        #expect(!ReleaseRule.halfway(progress: .nan).finish)
    }

    @Test func directionFinishesOnlyWhenMovingRight() {
        #expect(ReleaseRule.direction(velocityX: 1).finish)
        #expect(!ReleaseRule.direction(velocityX: 0).finish)
        #expect(!ReleaseRule.direction(velocityX: -400).finish)
        #expect(ReleaseRule.direction(velocityX: 812.4).reason == "velocity.x 812 > 0: finish")
        #expect(!ReleaseRule.direction(velocityX: .infinity * 0).finish)
    }

    @Test func halfwayOrFlickFinishesPastTheCentreOrOnAFastFlickRight() {
        #expect(!ReleaseRule.halfwayOrFlick(progress: 0.49, velocityX: 200).finish)
        #expect(ReleaseRule.halfwayOrFlick(progress: 0.5, velocityX: 0).finish)
        #expect(ReleaseRule.halfwayOrFlick(progress: 0.12, velocityX: 1000).finish)
        #expect(!ReleaseRule.halfwayOrFlick(progress: 0.12, velocityX: 999).finish)
        // A flick to the left does not pop; the position still decides.
        #expect(!ReleaseRule.halfwayOrFlick(progress: 0.3, velocityX: -3000).finish)
        #expect(ReleaseRule.halfwayOrFlick(progress: 0.1, velocityX: 1520.4).reason == "flick 1520 >= 1000 pt/s: finish")
        #expect(ReleaseRule.halfwayOrFlick(progress: 0.3, velocityX: 120).reason == "velocity.x 120 < 1000, progress 0.30 < 0.50: cancel")
        #expect(!ReleaseRule.halfwayOrFlick(progress: .nan, velocityX: .nan).finish)
    }

    @Test @MainActor func sideBySideAndModalZoomProgressAreTheDragOverTheSize() {
        #expect(SideBySideInteractor.progress(translationX: 200, width: 800) == 0.25)
        #expect(SideBySideInteractor.progress(translationX: -50, width: 800) == 0)
        #expect(SideBySideInteractor.progress(translationX: 1200, width: 800) == 1)
        #expect(ModalZoomDetailViewController.progress(translationY: 300, height: 600) == 0.5)
        #expect(ModalZoomDetailViewController.progress(translationY: -10, height: 600) == 0)
        #expect(ModalZoomDetailViewController.progress(translationY: 10, height: 0) == 0)
    }

    @Test func theProjectedRuleStillProjects() {
        #expect(ReleaseRule.decide(progress: 0.3, velocity: 1.2).finish)  // 0.3 + 0.24
        #expect(!ReleaseRule.decide(progress: 0.6, velocity: -1).finish)
        #expect(ReleaseRule.Decision.cancelledGesture(progress: 0.7).reason.hasSuffix("cancel"))
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
