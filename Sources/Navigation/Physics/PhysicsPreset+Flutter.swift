import Foundation
import Motion
import Views

extension PhysicsPreset {
    /// Flutter's iOS-style physics (BouncingScrollPhysics, CupertinoPageRoute's back swipe),
    /// the Flutter counterpart of what Segue does.
    public static let flutter = PhysicsPreset(name: "flutter", title: "Flutter", entries: [
        Entry(ScrollParameters.decelerationRate, .number(Flutter.decelerationRate),
            "\(Flutter.simulation): BouncingScrollSimulation's FrictionSimulation(0.135, ...), drag per second; 0.135^(1/1000) per ms"),
        Entry(ScrollParameters.rubberBand, .number(0.52),
            "\(Flutter.physics): BouncingScrollPhysics.frictionFactor at no overscroll (0.52 · (1 − fraction)²; the shape differs from UIKit's)"),
        Entry(ScrollParameters.bounce, .spring(Flutter.bounce),
            "\(Flutter.physics): ScrollPhysics._kDefaultSpring, mass 0.5, stiffness 100, ratio 1.1 (settling time computed)"),
        Entry(ScrollParameters.pagingFlickSpeed, .number(100),
            "\(Flutter.physics): BouncingScrollPhysics.minFlingVelocity = kMinFlingVelocity (50) · 2; slower releases carry no velocity"),
        Entry(NavigationParameters.edgeThreshold, .number(0.5),
            "\(Flutter.route): _CupertinoBackGestureController.dragEnd, controller.value > 0.5"),
        Entry(NavigationParameters.edgeProjectionTime, .number(0.5),
            "\(Flutter.route): _kMinFlingVelocity = 1 width/s; the projection through Flutter's corners (p 0 at +1/s, p 1 at −1/s) is 0.5 / 1 = 0.5 s"),
        Entry(NavigationParameters.releaseSlowest, .number(Flutter.releaseFrequency),
            "\(Flutter.route): _kMaxPageBackAnimationTime = 300 ms; critically damped frequency that settles in 0.3 s"),
        Entry(NavigationParameters.releaseQuickest, .number(Flutter.releaseFrequency),
            "\(Flutter.route): as the slowest (Flutter's let-go runs on a curve of at most 300 ms, not a spring)"),
        Entry(NavigationParameters.releaseResting, .number(Flutter.releaseFrequency),
            "\(Flutter.route): as the slowest"),
    ])

    /// Flutter's sources and the values derived from them.
    enum Flutter {
        static let simulation = "flutter/flutter@095d6b96 packages/flutter/lib/src/widgets/scroll_simulation.dart"
        static let physics = "flutter/flutter@000a6d64 packages/flutter/lib/src/widgets/scroll_physics.dart"
        static let route = "flutter/flutter@7c1ae2bc packages/flutter/lib/src/cupertino/route.dart"
        /// FrictionSimulation's drag 0.135 is the share of speed kept per second.
        static let decelerationRate = pow(0.135, 1.0 / 1000)
        /// SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1), as a
        /// settling time and damping ratio.
        static let bounce = SpringSpec(duration: settling(mass: 0.5, stiffness: 100, ratio: 1.1), dampingRatio: 1.1)
        /// A critically damped spring that settles (within 0.1%) in 0.3 s.
        static let releaseFrequency = Spring(dampingRatio: 1, settlingIn: 0.3).naturalFrequency

        static func settling(mass: Double, stiffness: Double, ratio: Double) -> Double {
            Spring(mass: mass, stiffness: stiffness, damping: 2 * ratio * (stiffness * mass).squareRoot()).settlingDuration
        }
    }
}
