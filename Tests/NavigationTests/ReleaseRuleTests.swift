import Navigation
import Testing

@Suite struct ReleaseRuleTests {
    func decide(_ rule: ReleaseRule, progress: Double = 0, velocity: Double = 0, progressVelocity: Double = 0) -> ReleaseDecision {
        rule.decide(progress: progress, velocity: velocity, progressVelocity: progressVelocity)
    }

    @Test func halfwayFinishesFromOneHalfOn() {
        #expect(!decide(.halfway, progress: 0.49).finishes)
        #expect(decide(.halfway, progress: 0.5).finishes)
        #expect(decide(.halfway, progress: 0.99).finishes)
        #expect(decide(.halfway, progress: 0.3, velocity: 120)
            == ReleaseDecision(rule: .halfway, basis: .position, position: 0.3, velocity: 120, projected: nil, threshold: 0.5, outcome: .cancel))
        #expect(!decide(.halfway, progress: .nan).finishes)
    }

    @Test func directionFinishesOnlyWhenMovingRight() {
        #expect(decide(.direction, velocity: 1).finishes)
        #expect(!decide(.direction, velocity: 0).finishes)
        #expect(!decide(.direction, progress: 0.9, velocity: -400).finishes)
        let d = decide(.direction, progress: 0.2, velocity: 812.4)
        #expect(d.basis == .velocity && d.velocity == 812.4 && d.threshold == 0 && d.outcome == .finish)
        #expect(!decide(.direction, velocity: .infinity * 0).finishes)
    }

    @Test func halfwayOrFlickFinishesPastTheCentreOrOnAFastFlickRight() {
        #expect(!decide(.halfwayOrFlick, progress: 0.49, velocity: 200).finishes)
        #expect(decide(.halfwayOrFlick, progress: 0.5, velocity: 0).finishes)
        #expect(decide(.halfwayOrFlick, progress: 0.12, velocity: 1000).finishes)
        #expect(!decide(.halfwayOrFlick, progress: 0.12, velocity: 999).finishes)
        // A flick to the left does not pop; the position still decides.
        #expect(!decide(.halfwayOrFlick, progress: 0.3, velocity: -3000).finishes)
        let flick = decide(.halfwayOrFlick, progress: 0.1, velocity: 1520.4)
        #expect(flick.basis == .velocity && flick.threshold == ReleaseRule.flickSpeed && flick.outcome == .finish)
        let slow = decide(.halfwayOrFlick, progress: 0.3, velocity: 120)
        #expect(slow.basis == .position && slow.position == 0.3 && slow.velocity == 120 && slow.threshold == 0.5 && slow.outcome == .cancel)
        #expect(!decide(.halfwayOrFlick, progress: .nan, velocity: .nan).finishes)
    }

    @Test func theProjectedRuleStillProjects() {
        let flick = decide(.projection, progress: 0.3, velocity: 480, progressVelocity: 1.2)  // 0.3 + 0.24
        #expect(flick.finishes && flick.basis == .projectedPosition && abs((flick.projected ?? 0) - 0.54) < 1e-12)
        #expect(flick.position == 0.3 && flick.velocity == 480 && flick.threshold == 0.5)
        #expect(!decide(.projection, progress: 0.6, progressVelocity: -1).finishes)
        let taken = ReleaseDecision.gestureCancelled(rule: .projection, position: 0.7, velocity: 900)
        #expect(taken.outcome == .cancel && taken.basis == .gestureCancelled && taken.threshold == nil)
    }
}
