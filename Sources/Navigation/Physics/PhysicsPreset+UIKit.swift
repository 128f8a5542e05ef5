import Motion
import Views

extension PhysicsPreset {
    /// UIKit: Segue's defaults. Apple publishes the deceleration rates; the rest are Segue's
    /// own choices, said so.
    public static let uikit = PhysicsPreset(name: "uikit", title: "UIKit", entries: [
        Entry(ScrollParameters.decelerationRate, .number(Deceleration.normalRate),
            "UIScrollView.DecelerationRate.normal (Apple documentation); also quoted in flutter/flutter packages/flutter/lib/src/widgets/scroll_simulation.dart"),
        Entry(ScrollParameters.rubberBand, .number(RubberBand.defaultCoefficient),
            "UIKit's rubber-band coefficient as Segue models it (not published by Apple)"),
        Entry(ScrollParameters.bounce, .spring(BounceBack.defaultSpring), "Segue's own (BounceBack.defaultSpring)"),
        Entry(ScrollParameters.pagingFlickSpeed, .number(Paging.flickSpeed), "Segue's own (Paging.flickSpeed)"),
        Entry(NavigationParameters.edgeThreshold, .number(ReleaseRule.threshold), "Segue's own (ReleaseRule.threshold)"),
        Entry(NavigationParameters.edgeProjectionTime, .number(ReleaseRule.projectionTime), "Segue's own (ReleaseRule.projectionTime)"),
        Entry(NavigationParameters.releaseSlowest, .number(Spring.releaseFrequencies.slowest), "Segue's own (Spring.releaseFrequencies)"),
        Entry(NavigationParameters.releaseQuickest, .number(Spring.releaseFrequencies.quickest), "Segue's own (Spring.releaseFrequencies)"),
        Entry(NavigationParameters.releaseResting, .number(Spring.restingFrequency), "Segue's own (Spring.restingFrequency)"),
    ])
}
