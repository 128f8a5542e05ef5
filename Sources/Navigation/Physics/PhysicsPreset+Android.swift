import Motion
import Views

extension PhysicsPreset {
    /// Android's own physics (OverScroller's spline fling, the stretch overscroll's spring,
    /// ViewConfiguration). Where Android has no counterpart, Segue's default is kept, said so.
    public static let android = PhysicsPreset(name: "android", title: "Android", entries: [
        Entry(ScrollParameters.decelerationRate, .number(Android.decelerationRate),
            "\(Android.overScroller) (DECELERATION_RATE, INFLEXION, mPhysicalCoeff) and \(Android.viewConfiguration) (SCROLL_FRICTION 0.015): "
                + "the rate that flings as far as Android at \(Int(Android.typicalVelocity)) pt/s (SplineFling.equivalentRate)"),
        Entry(ScrollParameters.rubberBand, .number(RubberBand.defaultCoefficient),
            "no counterpart (Android's content stops at the edge; the stretch is drawn): Segue's default kept"),
        Entry(ScrollParameters.bounce, .spring(Android.bounce),
            "\(Android.edgeEffect): the stretch's NATURAL_FREQUENCY 24.657 rad/s, DAMPING_RATIO 0.98 (settling time computed)"),
        Entry(ScrollParameters.pagingFlickSpeed, .number(50),
            "\(Android.viewConfiguration): MINIMUM_FLING_VELOCITY 50 dp/s, the slowest release that is a fling"),
        Entry(NavigationParameters.edgeThreshold, .number(ReleaseRule.threshold),
            "not mapped: predictive back commits past a distance in dp (SystemUI), not a fraction; Segue's default kept"),
        Entry(NavigationParameters.edgeProjectionTime, .number(ReleaseRule.projectionTime), "not mapped (as the threshold): Segue's default kept"),
        Entry(NavigationParameters.releaseSlowest, .number(Spring.releaseFrequencies.slowest), "not mapped: Segue's default kept"),
        Entry(NavigationParameters.releaseQuickest, .number(Spring.releaseFrequencies.quickest), "not mapped: Segue's default kept"),
        Entry(NavigationParameters.releaseResting, .number(Spring.restingFrequency), "not mapped: Segue's default kept"),
    ])

    /// Android's sources and the values derived from them.
    enum Android {
        static let overScroller = "aosp-mirror/platform_frameworks_base@050275cd core/java/android/widget/OverScroller.java"
        static let viewConfiguration = "aosp-mirror/platform_frameworks_base@006fa48b core/java/android/view/ViewConfiguration.java"
        static let edgeEffect = "aosp-mirror/platform_frameworks_base@4f6d7a1e core/java/android/widget/EdgeEffect.java"
        /// The speed the exponential fit is exact at: a moderate flick.
        static let typicalVelocity = 1000.0
        static let decelerationRate = SplineFling.equivalentRate(at: typicalVelocity)
        /// EdgeEffect's stretch spring (unit mass), as a settling time and damping ratio.
        static let bounce = SpringSpec(
            duration: Spring(mass: 1, stiffness: 24.657 * 24.657, damping: 2 * 0.98 * 24.657).settlingDuration, dampingRatio: 0.98)
    }
}
