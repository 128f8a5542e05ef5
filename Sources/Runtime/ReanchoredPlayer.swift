import Gestures
import Sessions

/// Plays a recorded session under other parameters (a counterfactual) with its inputs
/// re-anchored to the app's state, and tells for every event when it came and in what state.
///
/// The rule: the recording's timeline is re-anchored wherever the recorded app came to rest
/// (a frame after whose step nothing moved, where the frame before left something moving),
/// unless a pointer is held there. The replay first lets its own app come to rest (stepping
/// on at 60 Hz while anything moves, at most `SessionPlayer.settleLimit`), and the frames and
/// events after that point come as long after the replay's rest as they came after the
/// recorded one: a click or key recorded at rest, and a whole press..release that began at
/// rest, keep their distance from the rest, and a drag keeps its own timing. Frames the
/// recording stepped while it still moved, where the replay is already at rest and idle,
/// carry no input but pointer moves, are not stepped (their moves go with the next frame), so
/// an app that rests sooner gets its inputs sooner. Inputs recorded while something moved
/// keep their distance from the latest anchor.
@MainActor
final class ReanchoredPlayer {
    let stepper: SessionStepper
    let driver: FrameDriver
    let recorded: RecordedMotion
    /// False: every frame and event at its recorded time (`--recorded-times`); the state each
    /// input arrives in is still told.
    let reanchors: Bool
    /// Every event applied, in order.
    private(set) var deliveries: [InputDelivery] = []
    /// Added to the recorded times from the latest anchor on.
    private var shift = 0.0
    private var lastTime = -Double.infinity
    /// The time of the last frame line read (as recorded).
    private(set) var lastRecordedTime: Double?
    private var lastEventTime = -Double.infinity
    private var pressed = Set<Int>()
    private var place = 0
    /// Events read and not yet applied: with their line, place among the session's events,
    /// and the state they were recorded in.
    private var held: [(event: SessionEvent, line: Int, place: Int, recorded: MotionState)] = []
    /// The recorded frame taken and not yet stepped.
    private var upcoming: SessionStepper.Frame?
    /// After a recorded rest point: its recorded time, and when waiting for this replay's
    /// rest gives up.
    private var resting: (recordedTime: Double, limit: Double)?

    init(reader: SessionReader, driver: FrameDriver, recorded: RecordedMotion, reanchors: Bool) {
        stepper = SessionStepper(reader: reader, driver: driver)
        self.driver = driver
        self.recorded = recorded
        self.reanchors = reanchors
    }

    /// Plays to the end (or until `onFrame` returns false) and returns the end line, as
    /// `SessionPlayer.play` does; `onFrame` gets the frame's index, its time in this replay
    /// and no digest (the frames are not the recorded ones).
    func play(onEvent: (SessionEvent) -> Void, onFrame: (Int, Double, String) -> Bool) throws(SessionError) -> SessionPlayer.End? {
        while let time = try stepNext(onEvent: onEvent) {
            if !onFrame(driver.frames - 1, time, "") { return nil }
        }
        return stepper.end
    }

    /// The time of the next frame this replay steps (nil at the end): a recorded frame at its
    /// shifted time or, while it waits for its app to come to rest, 1/60 s after the last.
    func nextTime() throws(SessionError) -> Double? {
        while true {
            if let r = resting {
                if driver.motion.isMoving && lastTime < r.limit { return lastTime + 1 / SessionPlayer.settleRate }
                shift = lastTime - r.recordedTime
                resting = nil
            }
            if let upcoming { return max(upcoming.time + shift, lastTime) }
            guard let (frame, events) = try stepper.take() else {
                // Moves held back from frames not stepped at the very end get a frame of their own.
                return held.isEmpty ? nil : lastTime + 1 / SessionPlayer.settleRate
            }
            let state = recorded.before(frame.index)
            for e in events {
                held.append((e.event, e.line, place, state))
                place += 1
            }
            if skips(frame.index) { passed(frame) } else { upcoming = frame }
        }
    }

    /// Steps the frame `nextTime` gives (`onEvent` sees each event as it is applied); the
    /// time it was stepped at, nil at the end.
    func stepNext(onEvent: (SessionEvent) -> Void = { _ in }) throws(SessionError) -> Double? {
        guard let time = try nextTime() else { return nil }
        deliver(at: time, onEvent: onEvent)
        if let frame = upcoming {
            upcoming = nil
            passed(frame)
        }
        return time
    }

    /// After a recorded frame, stepped or not: at a rest point of the recording outside a
    /// held press, this replay waits for its own app to come to rest.
    private func passed(_ frame: SessionStepper.Frame) {
        lastRecordedTime = frame.time
        if reanchors, pressed.isEmpty, recorded.isRestPoint(frame.index) {
            resting = (frame.time, lastTime + SessionPlayer.settleLimit)
        }
    }

    /// Whether the frame is one the recording stepped while it moved, where this replay is at
    /// rest and idle and the frame brings nothing but pointer moves with no pointer held.
    private func skips(_ index: Int) -> Bool {
        guard reanchors, lastTime.isFinite, recorded.before(index).isMoving, !driver.motion.isMoving, !driver.hasTimedWork, pressed.isEmpty else { return false }
        return held.allSatisfy {
            if case .pointer(let p) = $0.event { p.phase == .move } else { false }
        }
    }

    /// One frame at `time`: the held events applied (each at its shifted time, never before
    /// the one before it nor after the frame), then the step.
    private func deliver(at time: Double, onEvent: (SessionEvent) -> Void) {
        let state = driver.motion
        driver.beginFrame(at: time)
        for h in held {
            let t = min(max(h.event.time + shift, lastEventTime), time)
            let event = t == h.event.time ? h.event : h.event.at(time: t)
            driver.apply(event)
            if case .pointer(let p) = event {
                if p.phase == .down { pressed.insert(p.pointerID) } else if p.phase == .up || p.phase == .cancel { pressed.remove(p.pointerID) }
            }
            lastEventTime = t
            deliveries.append(InputDelivery(line: h.line, input: recorded.name(ofEvent: h.place), recordedTime: h.event.time, time: t,
                recorded: h.recorded, replayed: state))
            onEvent(event)
        }
        held.removeAll(keepingCapacity: true)
        driver.step()
        lastTime = time
    }
}
