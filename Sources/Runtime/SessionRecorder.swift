import Sessions

/// Records a live run: the header, each event in the order and at the time the engine sees
/// it, each frame with its digest, and the end line. Times never go back: an event delivered
/// after a frame it happened before (or a key stamped at pump time before a pointer stamped by
/// the X server) takes the later time, both in the file and in what `admit` hands the engine,
/// so a replay sees exactly what the live run saw. Write errors stop the file, not the run.
@MainActor
public final class SessionRecorder {
    private let writer: SessionWriter?
    private var timeFloor = -Double.infinity
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

    /// Records a stepped frame; later events cannot be earlier than its time.
    public func frame(_ driver: FrameDriver, at time: Double) {
        timeFloor = max(timeFloor, time)
        guard writer != nil else { return }
        write(.frame(index: driver.frames - 1, time: time, digest: driver.digest.text))
    }

    /// Writes the end line and closes the file.
    public func finish(_ driver: FrameDriver) {
        write(.end(driver.summary))
        writer?.close()
    }

    private func write(_ record: SessionRecord) {
        guard let writer else { return }
        writer.append(record)
    }
}
