import Host
import Sessions

/// A recorded session played frame by frame on a stage that can be sent to any of its
/// frames: forward by stepping on, back by starting the stage again (`Stage.restart`) and
/// stepping from the first frame, without drawing, to the one asked for. Every frame it
/// steps is the recorded one (the frame is a pure function of the events before it), so
/// each can be checked against its recorded digest, and a run sent back and forth ends as a
/// straight one does. A windowed replay's timeline strip plays the session with it.
@MainActor
public final class SessionSeeker {
    public let file: String
    public let stage: Stage
    /// Sets up each driver the stage starts (a replay drops the driver's own requests).
    private let prepare: (FrameDriver) -> Void
    /// The session's reader, past its header (a new one after each start from the beginning).
    public private(set) var reader: SessionReader
    private var stepper: SessionStepper
    /// How many frame lines were stepped since the start; the one shown is `position - 1`.
    public private(set) var position = 0

    /// `reader` is the session at `file`, past its header; `stage` has stepped nothing yet.
    public init(file: String, reader: SessionReader, stage: Stage, prepare: @escaping (FrameDriver) -> Void = { _ in }) {
        self.file = file
        self.reader = reader
        self.stage = stage
        self.prepare = prepare
        stepper = SessionStepper(reader: reader, driver: stage.driver)
        prepare(stage.driver)
    }

    /// The recording's end line, once read.
    public var end: SessionPlayer.End? { stepper.end }

    /// The frame line shown (the last stepped), or nil before the first.
    public private(set) var current: SessionStepper.Frame?
    /// Where the frame shown is among the frame lines (from 0), or nil before the first.
    public var shown: Int? { position > 0 ? position - 1 : nil }

    /// Steps the next frame line (see `SessionStepper.step`); nil at the end of the file.
    public func step(onEvent: (SessionEvent) -> Void = { _ in }) throws(ReplayFailure) -> SessionStepper.Frame? {
        let frame: SessionStepper.Frame?
        do { frame = try stepper.step(onEvent: onEvent) } catch { throw ReplayFailure(error.message(file: file), code: 2) }
        if let frame {
            position += 1
            current = frame
        }
        return frame
    }

    /// Shows frame line `target` (counted from 0; past the last, the last): steps on to it,
    /// or starts again and steps to it when it was already passed. `onFrame` sees each frame
    /// stepped on the way and at the target (what it throws stops there). The frame shown,
    /// or nil when the session has none.
    @discardableResult
    public func seek(to target: Int, onEvent: (SessionEvent) -> Void = { _ in },
        onFrame: (SessionStepper.Frame) throws(ReplayFailure) -> Void = { _ in }) throws(ReplayFailure) -> SessionStepper.Frame? {
        let goal = max(0, target)
        if goal < position - 1 { try startAgain() }
        while position <= goal, let frame = try step(onEvent: onEvent) {
            try onFrame(frame)
        }
        return current
    }

    /// The session at `file`, read past its header.
    public static func open(_ file: String, app: any SegueApp) throws(ReplayFailure) -> SessionReader {
        do throws(SessionError) {
            let reader = try SessionReader(appSession: file, app: app)
            guard case .header = try reader.next() else { throw SessionError(line: 1, "the first line is not a header") }
            return reader
        } catch {
            throw ReplayFailure(error.message(file: file), code: 2)
        }
    }

    /// The stage and the session from their beginning.
    private func startAgain() throws(ReplayFailure) {
        let fresh = try SessionSeeker.open(file, app: stage.app)
        do { try stage.restart() } catch { throw ReplayFailure(error.description, code: 2) }
        reader = fresh
        stepper = SessionStepper(reader: fresh, driver: stage.driver)
        position = 0
        current = nil
        prepare(stage.driver)
    }
}
