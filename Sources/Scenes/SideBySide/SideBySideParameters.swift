import Motion
import Navigation

/// Side by side's parameters (seed 003): 0.45 s ease-in-out each way; a release finishes
/// past half-way or on a flick of 1,000 pt/s to the right.
@_spi(Testing) public enum SideBySideParameters {
    @_spi(Testing) public static let duration = SpecParameter.seconds("side-by-side.duration", 0.45, "A push or pop: the pages slide side by side.")
    static let curve = SpecParameter.curve("side-by-side.curve", .easeInOut, "How the pages slide.")
    static let threshold = SpecParameter.number("side-by-side.release.threshold", ReleaseRule.threshold, .progress, 0.01...0.99,
        "How far a drag must have taken the pop for a release to finish it.")
    static let flickSpeed = SpecParameter.number("side-by-side.release.flick-speed", ReleaseRule.flickSpeed, .pointsPerSecond, 50...10000,
        "A release moving right at least this fast finishes from anywhere.")

    @_spi(Testing) public static let all = [duration, curve, threshold, flickSpeed]
}
