import CAllocCounter
import Compositor
import Geometry
import Motion
import SDLPlatform

/// The motion figures: 5,000 layers, each moving (ease-in-out) and fading (linear), advanced
/// one 60 Hz frame at a time. Durations are spread over 0.2-3 s and start part-way through,
/// so the curves are evaluated all along their length. Before each tick, outside the timed
/// region, an animation that would have run out by then is restarted half a frame earlier (as
/// a repeating animation would be), so every timed tick advances 10,000 live properties.
/// The figure is the median timed tick over the number of properties.
@MainActor
enum MotionTickBench {
    static let layerCount = 5_000
    static let frame = 1.0 / 60
    static let warmUpTicks = 10
    static let timedTicks = 60

    /// Nanoseconds per animated property per tick, and heap allocations per tick.
    static func measure(clock: MonotonicClock, size: Size) throws -> (nsPerProperty: Double, allocsPerTick: Double) {
        let root = Layer()
        root.frame = Rect(size: size)
        let start = 10.0
        var animations: [LayerAnimation] = []
        animations.reserveCapacity(2 * layerCount)
        for i in 0..<layerCount {
            let l = Layer()
            l.frame = Rect(x: Double(i % 100) * 12, y: Double(i / 100) * 12, width: 10, height: 10)
            let move = BasicAnimation(keyPath: .position, by: Point(x: 40, y: 0), duration: spread(i, 0.618033988749895), timingCurve: .easeInOut)
            let fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: spread(i, 0.754877666246693), timingCurve: .linear)
            // Begin part-way (0-90%) through, at a time that is not 0 (0 means "when added").
            move.beginTime = start - 0.9 * fraction(i, 0.569840290998053) * move.duration
            fade.beginTime = start - 0.9 * fraction(i, 0.671699881657161) * fade.duration
            l.add(move, forKey: "move")
            l.add(fade, forKey: "fade")
            root.addSublayer(l)
            animations += [move, fade]
        }
        let ticker = AnimationTicker()
        var t = start
        for _ in 0..<warmUpTicks {
            t += frame
            restartRunOut(animations, at: t)
            ticker.advance(root, to: t)
        }
        var tickSeconds: [Double] = []
        tickSeconds.reserveCapacity(timedTicks)
        var allocs: UInt64 = 0
        for _ in 0..<timedTicks {
            t += frame
            restartRunOut(animations, at: t)
            let before = segue_alloc_count()
            let t0 = clock.now
            ticker.advance(root, to: t)
            tickSeconds.append(clock.now - t0)
            allocs += segue_alloc_count() - before
        }
        // A finished animation would have been removed: all must still be running.
        guard root.animationCountInSubtree == animations.count else {
            throw BenchError("motion tick: \(animations.count - root.animationCountInSubtree) animations ran out during the timed ticks")
        }
        let allocsPerTick = segue_alloc_counting_available() != 0 ? Double(allocs) / Double(timedTicks) : Double.nan
        // The median tick: every tick does the same work, so one the scheduler interrupted
        // (other processes share the machine) does not count.
        let median = tickSeconds.sorted()[timedTicks / 2]
        return (median / Double(animations.count) * 1e9, allocsPerTick)
    }

    /// Restarts, half a frame before `time`, each animation that would have reached its end
    /// by then (layer time is clock time here: no layer has timing of its own).
    private static func restartRunOut(_ animations: [LayerAnimation], at time: Double) {
        for a in animations where time - a.beginTime >= a.duration {
            a.beginTime = time - frame / 2
        }
    }

    /// A duration in 0.2...3 s for layer `i`, spread evenly by a low-discrepancy sequence.
    private static func spread(_ i: Int, _ step: Double) -> Double { 0.2 + 2.8 * fraction(i, step) }

    /// The fractional part of i * step: evenly spread over 0..<1 for an irrational step.
    private static func fraction(_ i: Int, _ step: Double) -> Double {
        (Double(i) * step).truncatingRemainder(dividingBy: 1)
    }
}
