import Motion

/// A scroll view's physics as spec parameters, so they are data like a transition's: how
/// fast a flick slows, how stiff the rubber band is, the spring back from an edge (and to a
/// page), and the speed that turns a page. Their defaults are UIKit's (`ScrollView` starts
/// with them); `ScrollView.apply(_:)` sets a scroll view's from a spec.
public enum ScrollParameters {
    public static let decelerationRate = SpecParameter.number("scroll.deceleration-rate", Deceleration.normalRate, .ratio, 0.9...0.9999,
        "The share of its speed a flick keeps each millisecond (UIKit's normal rate 0.998, fast 0.99): it travels v / (1000 |ln r|).")
    public static let rubberBand = SpecParameter.number("scroll.rubber-band", RubberBand.defaultCoefficient, .ratio, 0.1...1,
        "How closely content dragged past its edge follows the pointer at first (UIKit's 0.55); it never goes past a view's length.")
    public static let bounce = SpecParameter.spring("scroll.bounce", BounceBack.defaultSpring,
        "The spring that brings content back to an edge it was dragged or flung past, and onto a page.")
    public static let pagingFlickSpeed = SpecParameter.number("scroll.paging.flick-speed", Paging.flickSpeed, .pointsPerSecond, 0...5000,
        "The release speed that turns a page however short the drag; slower releases go to the nearest page.")

    public static let all: [SpecParameter] = [decelerationRate, rubberBand, bounce, pagingFlickSpeed]
}
