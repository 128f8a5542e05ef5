import Testing
import Geometry
@_spi(Testing) import Gestures

/// The tracker against the platforms' own recorded traces and the velocities their trackers
/// report for them (PlatformVelocityData), within the tolerances their suites use.
@Suite struct PlatformVelocityTests {
    typealias Data = PlatformVelocityData

    /// Flutter's check: within 0.1% of the expected value, relative, per component.
    static func withinFlutter(_ actual: Double, _ expected: Double) -> Bool {
        abs((actual - expected) / expected) < Data.flutterTolerance
    }

    /// Feeds the events to one tracker as Flutter's test does (downs and moves added, each up
    /// read), returning the velocity read at each up, before the speed cap.
    static func replay(_ events: [Data.Event]) -> [Point] {
        var tracker = VelocityTracker()
        var read: [Point] = []
        for e in events {
            switch e.kind {
            case .down, .move: tracker.add(Point(x: e.x, y: e.y), at: e.time)
            case .up: read.append(tracker.fittedVelocity(at: e.time))
            }
        }
        return read
    }

    @Test func flutterRecordedFlings() {
        let read = PlatformVelocityTests.replay(Data.flutterEvents)
        #expect(read.count == Data.flutterExpected.count)
        for (i, (v, e)) in zip(read, Data.flutterExpected).enumerated() {
            #expect(PlatformVelocityTests.withinFlutter(v.x, e.x) && PlatformVelocityTests.withinFlutter(v.y, e.y),
                    "fling \(i + 1): (\(v.x), \(v.y)), Flutter (\(e.x), \(e.y))")
        }
    }

    /// A 40 ms pause mid-fling: only the motion after it counts.
    @Test func flutterInterruptedFling() throws {
        let v = try #require(PlatformVelocityTests.replay(Data.flutterInterruptedEvents).first)
        let e = Data.flutterInterruptedExpected
        #expect(PlatformVelocityTests.withinFlutter(v.x, e.x) && PlatformVelocityTests.withinFlutter(v.y, e.y),
                "(\(v.x), \(v.y)), Flutter (\(e.x), \(e.y))")
    }

    /// Android's check (EXPECT_NEAR_BY_FRACTION): within 20% of the target, or 1e-6 of a zero
    /// target; no velocity expected reads as zero here.
    static func check(_ actual: Double, _ expected: Data.Expected?, _ label: String) {
        switch expected {
        case nil: break
        case .noVelocity?: #expect(actual == 0, "\(label): \(actual), Android none")
        case .velocity(let target)?:
            let tolerance = target == 0 ? 1e-6 : abs(target * Data.androidTolerance)
            #expect(abs(actual - target) <= tolerance, "\(label): \(actual), Android LSQ2 \(target)")
        }
    }

    /// Each Android trace with its own tracker: ACTION_DOWN and the ACTION_MOVEs added (the
    /// ACTION_UP carries no new position), the velocity read at the ACTION_UP.
    @Test(arguments: Data.android.map(\.name))
    func androidRecordedTraces(name: String) throws {
        let trace = try #require(Data.android.first { $0.name == name })
        var tracker = VelocityTracker()
        for s in trace.samples { tracker.add(Point(x: s.x, y: s.y), at: s.time) }
        let v = tracker.fittedVelocity(at: trace.upTime)
        PlatformVelocityTests.check(v.x, trace.expectedX, "\(name) x")
        PlatformVelocityTests.check(v.y, trace.expectedY, "\(name) y")
    }

    /// A press through a pan, as the app reads it: the velocity the pan reports when it ends
    /// (capped at `maxSpeed`, so only traces under it are read this way).
    @MainActor
    static func panRelease(_ points: [(time: Double, x: Double, y: Double)], upTime: Double) -> Point? {
        let arena = GestureArena()
        let pan = PanGestureRecognizer()
        pan.beginsAtPress = true
        var released: Point?
        pan.addTarget { if $0.state == .ended { released = pan.velocity(in: nil) } }
        arena.beginPress(with: [pan])
        for (i, p) in points.enumerated() {
            arena.send(PointerEvent(phase: i == 0 ? .down : .move, location: Point(x: p.x, y: p.y), timestamp: p.time, source: .touch))
        }
        // The platforms' ups report the last position: no movement, so not a sample.
        let last = points[points.count - 1]
        arena.send(PointerEvent(phase: .up, location: Point(x: last.x, y: last.y), timestamp: upTime, source: .touch))
        return released
    }

    /// Flutter's flings released through a pan read what Flutter reads.
    @MainActor
    @Test func flutterFlingsThroughAPan() throws {
        var press: [(time: Double, x: Double, y: Double)] = []
        var i = 0
        for e in Data.flutterEvents {
            switch e.kind {
            case .down: press = [(e.time, e.x, e.y)]
            case .move: press.append((e.time, e.x, e.y))
            case .up:
                let v = try #require(PlatformVelocityTests.panRelease(press, upTime: e.time))
                let x = Data.flutterExpected[i]
                #expect(PlatformVelocityTests.withinFlutter(v.x, x.x) && PlatformVelocityTests.withinFlutter(v.y, x.y),
                        "fling \(i + 1) through a pan: (\(v.x), \(v.y)), Flutter (\(x.x), \(x.y))")
                i += 1
            }
        }
        #expect(i == Data.flutterExpected.count)
    }

    /// The Android traces whose fitted velocity is under the cap (a pan caps the others).
    static let androidUnderTheCap = Data.android.filter { trace in
        var bare = VelocityTracker()
        for s in trace.samples { bare.add(Point(x: s.x, y: s.y), at: s.time) }
        return bare.fittedVelocity(at: trace.upTime).length < VelocityTracker.maxSpeed
    }.map(\.name)

    /// Android's traces under the cap released through a pan read what Android reads.
    @MainActor
    @Test(arguments: androidUnderTheCap)
    func androidTracesThroughAPan(name: String) throws {
        let trace = try #require(Data.android.first { $0.name == name })
        let v = try #require(PlatformVelocityTests.panRelease(trace.samples, upTime: trace.upTime))
        PlatformVelocityTests.check(v.x, trace.expectedX, "\(name) x through a pan")
        PlatformVelocityTests.check(v.y, trace.expectedY, "\(name) y through a pan")
    }
}
