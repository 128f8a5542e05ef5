import Motion
import Navigation

/// The slide's numbers, named: the inspector (T) shows them beside the page, `--set` and
/// `--spec` change them, `segue sweep` varies them over recorded hands, and a recording
/// keeps the values it ran with.
enum SlideUpParameters {
    static let duration = SpecParameter.seconds("postcards.slide.duration", 0.4, "A push or pop: the page rises or sinks.")
    static let curve = SpecParameter.curve("postcards.slide.curve", .easeInOut, "How the page rises and sinks.")
    static let threshold = SpecParameter.number("postcards.release.threshold", ReleaseRule.threshold, .progress, 0.01...0.99,
        "How far a drag down must take the pop for a release to finish it.")
    static let flickSpeed = SpecParameter.number("postcards.release.flick-speed", ReleaseRule.flickSpeed, .pointsPerSecond, 50...10000,
        "A release moving down at least this fast finishes the pop from anywhere.")

    static let all = [duration, curve, threshold, flickSpeed]
}
