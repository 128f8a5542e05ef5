import Motion

/// The default navigation's parameters: the platform push and presentation, the edge swipe's
/// release rule, how a transition finishes from rest, the release spring's limits, and the
/// grab's click distance. Their defaults are the values the engine has always used.
public enum NavigationParameters {
    public static let pushDuration = SpecParameter.seconds("navigation.push.duration", 0.35, "The default push and pop.")
    public static let pushCurve = SpecParameter.curve("navigation.push.curve", CubicBezier(0.2, 0.8, 0.2, 1), "The default push and pop's curve.")
    public static let presentDuration = SpecParameter.seconds("navigation.present.duration", 0.4, "The default presentation and dismissal (a slide up and down).")
    public static let presentCurve = SpecParameter.curve("navigation.present.curve", CubicBezier(0.2, 0.8, 0.2, 1), "The default presentation's curve.")
    public static let barCurve = SpecParameter.curve("navigation.bar.curve", .easeInOut,
        "The bar's motion when a transition runs on layer animations of its own (else it follows the transition).")
    public static let edgeThreshold = SpecParameter.number("navigation.edge-swipe.threshold", ReleaseRule.threshold, .progress, 0.01...0.99,
        "How far the projected position of an edge swipe (or a default dismissal's drag) must reach to finish.")
    public static let edgeProjectionTime = SpecParameter.seconds("navigation.edge-swipe.projection-time", ReleaseRule.projectionTime, range: 0...2,
        "Seconds of travel at the release velocity added to the position before comparing it with the threshold.")
    public static let completionCurve = SpecParameter.curve("navigation.completion.curve", .easeInOut,
        "How a transition let go at rest (a click, Back) runs to its end.")
    public static let releaseSlowest = SpecParameter.number("navigation.release.slowest-frequency", Spring.releaseFrequencies.slowest, .radiansPerSecond, 1...100,
        "The release spring's slowest natural frequency (about 1.1 s to settle at 8.5).")
    public static let releaseQuickest = SpecParameter.number("navigation.release.quickest-frequency", Spring.releaseFrequencies.quickest, .radiansPerSecond, 1...200,
        "The release spring's quickest natural frequency (about 0.3 s to settle at 31); never read below the slowest.")
    public static let releaseMaxAcceleration = SpecParameter.number("navigation.release.max-acceleration", Spring.releaseMaxAcceleration,
        .progressPerSecondSquared, 1...1000,
        "The most the release spring speeds the transition up or slows it at once (the whole transition is 1): a slow release far from its end eases off instead of kicking.")
    public static let releaseResting = SpecParameter.number("navigation.release.resting-frequency", Spring.restingFrequency, .radiansPerSecond, 1...200,
        "The release spring's frequency for a release with no speed to keep.")
    public static let crossFadeCurve = SpecParameter.curve("navigation.cross-fade.curve", .easeInOut,
        "How a page cross-fades in place of a zoom or slide under reduce motion (R, --reduce-motion).")
    public static let unmovedDistance = SpecParameter.number("navigation.grab.unmoved-distance", 4, .points, 0...100,
        "Movement along the drag under which a grab let go counts as a click: the transition carries on.")

    public static let zoomDuration = SpecParameter.seconds("navigation.zoom.duration", 0.45,
        "A zoom transition (ZoomTransition): a page growing out of its source view, or shrinking back onto it.")
    public static let zoomCurve = SpecParameter.curve("navigation.zoom.curve", CubicBezier(0.25, 0.9, 0.3, 1),
        "The zoom's curve when it runs by itself (a click, Back); a card let go lands on the release spring instead.")
    public static let zoomCardThreshold = SpecParameter.number("navigation.zoom.card.threshold", 0.2, .progress, 0.01...0.99,
        "How far a zoomed page dragged as a card (distance over the page's height, plus a pinch) must be projected to land on its source.")
    public static let zoomCardProjectionTime = SpecParameter.seconds("navigation.zoom.card.projection-time", 0.2, range: 0...2,
        "Seconds of travel at the card's release speed away from where it was pressed, added before comparing with the threshold.")

    public static let all: [SpecParameter] = [
        pushDuration, pushCurve, presentDuration, presentCurve, barCurve, edgeThreshold, edgeProjectionTime, completionCurve,
        releaseSlowest, releaseQuickest, releaseResting, releaseMaxAcceleration, unmovedDistance, crossFadeCurve,
        zoomDuration, zoomCurve, zoomCardThreshold, zoomCardProjectionTime,
    ]
}
