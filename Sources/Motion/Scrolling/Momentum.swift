/// Scrolled content let go, along one axis: it coasts (`Deceleration`) and, when it runs
/// into an edge of `limits`, springs back to that edge from the speed it had there
/// (`BounceBack`), so the velocity is continuous where one turns into the other. Let go past
/// an edge, it springs back from there at the release velocity; only a release heading
/// back in fast enough to coast inside again (where the spring would have carried it past
/// the edge) coasts instead. Without a bounce spring it stops at the edge it reaches.
/// Time is in seconds from the release.
public struct Momentum: Hashable, Sendable {
    public let limits: ClosedRange<Double>
    /// The coasting, when it coasts first.
    public let deceleration: Deceleration?
    /// When the coasting ends: at the edge it reaches, or once slower than the stop speed.
    public let switchTime: Double
    /// The spring back to an edge, when it ends past one (from `switchTime` on).
    public let bounce: BounceBack?
    /// Where it comes to rest.
    public let finalOffset: Double

    /// Let go at `offset` moving at `velocity` within `limits`, coasting at `rate`; `spring`
    /// nil clamps at the edges (a scroll view that does not bounce).
    public init(offset: Double, velocity: Double, limits: ClosedRange<Double>, rate: Double = Deceleration.normalRate, spring: Spring?) {
        self.limits = limits
        let v0 = velocity.isFinite ? velocity : 0
        var x0 = offset.isFinite ? offset : limits.lowerBound
        if spring == nil { x0 = min(max(x0, limits.lowerBound), limits.upperBound) }
        let coast = Deceleration(offset: x0, velocity: v0, rate: rate)
        if let spring, !limits.contains(x0) {
            let edge = x0 < limits.lowerBound ? limits.lowerBound : limits.upperBound
            let back = BounceBack(from: x0, velocity: v0, to: edge, spring: spring)
            let headingIn = (edge - x0) * v0 > 0
            let coastsBackIn = x0 < limits.lowerBound ? coast.restOffset >= limits.lowerBound : coast.restOffset <= limits.upperBound
            if !(headingIn && coastsBackIn && back.overshoots) {
                deceleration = nil
                switchTime = 0
                bounce = back
                finalOffset = edge
                return
            }
        }
        deceleration = coast
        // The edge ahead of it (from outside, heading in, the far one).
        let ahead = v0 > 0 ? limits.upperBound : limits.lowerBound
        if v0 != 0, let tc = coast.time(toReach: ahead) {
            switchTime = tc
            finalOffset = ahead
            bounce = spring.map { BounceBack(from: ahead, velocity: coast.velocity(at: tc), to: ahead, spring: $0) }
            return
        }
        switchTime = coast.duration()
        let rest = coast.restOffset
        if let spring, !limits.contains(rest) {
            let edge = rest < limits.lowerBound ? limits.lowerBound : limits.upperBound
            bounce = BounceBack(from: coast.offset(at: switchTime), velocity: coast.velocity(at: switchTime), to: edge, spring: spring)
            finalOffset = edge
        } else {
            bounce = nil
            finalOffset = spring == nil ? min(max(rest, limits.lowerBound), limits.upperBound) : rest
        }
    }

    /// Where it is after `t` seconds.
    public func offset(at t: Double) -> Double {
        if let deceleration, t < switchTime { return deceleration.offset(at: t) }
        if let bounce { return bounce.offset(at: t - switchTime) }
        return finalOffset
    }

    /// Points per second after `t` seconds.
    public func velocity(at t: Double) -> Double {
        if let deceleration, t < switchTime { return deceleration.velocity(at: t) }
        if let bounce { return bounce.velocity(at: t - switchTime) }
        return 0
    }

    /// Whether it has come to rest after `t` seconds (it then shows `finalOffset`).
    public func isFinished(at t: Double) -> Bool {
        if t < switchTime { return false }
        if let bounce { return bounce.isSettled(at: t - switchTime) }
        return true
    }
}
