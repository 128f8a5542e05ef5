import Sessions

/// Records a live run: the header, each event in the order and at the time the engine sees
/// it, the frames that must be in the file with their digests, and the end line. Times never
/// go back: an event delivered after a frame it happened before (or a key stamped at pump
/// time before a pointer stamped by the X server) takes the later time, both in the file and
/// in what `admit` hands the engine, so a replay sees exactly what the live run saw. Write
/// errors stop the file, not the run.
///
/// A frame line is written when the frame was drawn, when its digest changed, or when its
/// step was not idle (`FrameDriver.lastStepWasIdle`: an event was applied, or something ran
/// on time). An idle frame that drew nothing (the window waking to wait again, a second
/// frame stepped right after the first with nothing new) changed nothing, so leaving it out
/// changes nothing a replay computes. A frame that did something always keeps its line: its
/// events must be applied at its time, an animation may take its start from it. Frame lines
/// never come faster than the display's refresh because the live loop never steps faster.
@MainActor
public final class SessionRecorder {
    private let writer: SessionWriter?
    private var timeFloor = -Double.infinity
    /// Frame lines written, and the digest of the last.
    public private(set) var framesRecorded = 0
    private var lastDigest: String?
    /// Where and why the file stopped, once a write failed.
    public var failure: SessionWriter.Failure? { writer?.failure }
    public var path: String? { writer?.path }

    /// `writer` nil: events are only ordered, nothing is written.
    public init(writer: SessionWriter?, header: SessionHeader) {
        self.writer = writer
        write(.header(header))
    }

    /// The event as the engine must see it (its time raised to the floor), recorded.
    public func admit(_ event: SessionEvent) -> SessionEvent {
        let ordered = event.time < timeFloor ? event.at(time: timeFloor) : event
        timeFloor = ordered.time
        write(.event(ordered))
        return ordered
    }

    /// Records a stepped frame (`drawn`: the window draws it), unless it is idle, drew nothing
    /// and shows what the last frame line showed; later events cannot be earlier than its time.
    public func frame(_ driver: FrameDriver, at time: Double, drawn: Bool) {
        timeFloor = max(timeFloor, time)
        guard writer != nil else { return }
        let digest = driver.digest.text
        guard drawn || !driver.lastStepWasIdle || digest != lastDigest else { return }
        write(.frame(index: framesRecorded, time: time, digest: digest))
        framesRecorded += 1
        lastDigest = digest
    }

    /// Writes the end line (its frame count the frame lines written) and closes the file.
    public func finish(_ driver: FrameDriver) {
        let s = driver.summary
        write(.end(SessionSummary(scene: s.scene, stack: s.stack, presented: s.presented, completedTransitions: s.completedTransitions,
            cancelledTransitions: s.cancelledTransitions, frames: framesRecorded)))
        writer?.close()
    }

    private func write(_ record: SessionRecord) {
        guard let writer else { return }
        writer.append(record)
    }
}
