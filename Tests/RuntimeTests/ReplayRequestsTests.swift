import Gestures
import Runtime
import SDLPlatform
import Testing

/// The requests of a windowed replay's user, in the order the window delivers them: a step
/// asked for in the same batch as the Space that resumes is void, so the replay does not
/// pause again at its next frame with nothing drawn (the bug: Right + Space together left a
/// step pending, the replay re-paused without its strip, and nothing advanced).
@Suite struct ReplayRequestsTests {
    static func key(_ name: String) -> PlatformEvent { .key(KeyEvent(key: name, timestamp: 0)) }

    @Test func aStepBeforeTheResumingSpaceIsVoid() {
        var r = ReplayRequests()
        r.take(Self.key("space"))
        #expect(r.paused)
        r.take(Self.key("right"))
        r.take(Self.key("space"))
        #expect(!r.paused && !r.step)
        let taken1 = r.takeStep()
        #expect(!taken1)
    }

    @Test func aStepWhilePausedIsTakenOnce() {
        var r = ReplayRequests()
        r.take(Self.key("space"))
        r.take(Self.key("right"))
        let taken2 = r.takeStep()
        #expect(taken2)
        let taken3 = r.takeStep()
        #expect(!taken3)
        r.pauseAfterStep()
        #expect(r.paused)
    }

    @Test func arrowsWhilePlayingAskForNothing() {
        var r = ReplayRequests()
        r.take(Self.key("right"))
        r.take(Self.key("left"))
        #expect(!r.step && r.seek == nil)
    }

    @Test func leftStepsBackFromThePlayheadAndFromWhatWasAlreadyAsked() {
        var r = ReplayRequests()
        r.take(Self.key("space"))
        r.take(Self.key("left"), playhead: 10)
        r.take(Self.key("left"), playhead: 10)
        let taken4 = r.takeSeek()
        #expect(taken4 == 8)
        let taken5 = r.takeSeek()
        #expect(taken5 == nil)
        r.take(Self.key("left"), playhead: 0)
        #expect(r.seek == nil)
    }

    @Test func quitAndRepeatsAndRedraws() {
        var r = ReplayRequests()
        let redraws = r.take(.exposed)
        #expect(redraws)
        let repeated = r.take(.key(KeyEvent(key: "space", isRepeat: true, timestamp: 0)))
        #expect(!repeated)
        #expect(!r.paused)
        r.take(.quit)
        #expect(r.stopped)
    }
}
