import Motion
import Navigation

/// Logo Reveal's parameters (seed chapter 21): 2 s each way, the logo and its mask growing
/// ease-in while the list fades in linearly, the pop ease-in-out, and 200 pt of drag from
/// start to end, finishing from half-way.
@_spi(Testing) public enum LogoRevealParameters {
    static let pushDuration = SpecParameter.seconds("logo-reveal.push.duration", 2, "The reveal: the logo and its mask grow, the list fades in.")
    static let pushCurve = SpecParameter.curve("logo-reveal.push.curve", .easeIn, "How the logo and its mask grow.")
    static let fadeCurve = SpecParameter.curve("logo-reveal.fade.curve", .linear, "How the list fades in during the reveal.")
    static let popDuration = SpecParameter.seconds("logo-reveal.pop.duration", 2, "The pop: the list shrinks into the logo.")
    static let popCurve = SpecParameter.curve("logo-reveal.pop.curve", .easeInOut, "How the list shrinks.")
    @_spi(Testing) public static let dragDistance = SpecParameter.number("logo-reveal.progress.distance", 200, .points, 20...2000,
        "Points of horizontal drag that take the reveal (or the pop) from start to end.")
    static let threshold = SpecParameter.number("logo-reveal.release.threshold", ReleaseRule.threshold, .progress, 0.01...0.99,
        "How far a drag must have taken the transition for a release to finish it.")

    @_spi(Testing) public static let all = [pushDuration, pushCurve, fadeCurve, popDuration, popCurve, dragDistance, threshold]
}
