/// Core Animation's media timing: a local time base derived from a parent time.
/// local = (parent - beginTime) * speed + timeOffset.
public struct MediaTiming: Hashable, Sendable {
    public var beginTime: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0

    public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
    }

    public func localTime(fromParent t: Double) -> Double { (t - beginTime) * speed + timeOffset }

    /// The parent time at which this timing shows local time `local` (speed 0: never, so nil).
    public func parentTime(fromLocal local: Double) -> Double? {
        guard speed != 0 else { return nil }
        return (local - timeOffset) / speed + beginTime
    }
}
