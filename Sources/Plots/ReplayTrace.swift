import Geometry
import Gestures
import Motion
import Navigation

/// What a replay saw at each frame, for drawing it against time (`--plot`, `segue compare`):
/// the pointer, the transition's progress, the point of the moving page under the drag, the
/// pan's velocity as the recognizer reads it at that frame, every recognizer state change
/// and every release decision. Data only: `ReplayTraceRecorder` collects it, the plots draw it.
public struct ReplayTrace: Sendable, Equatable {
    public struct Frame: Sendable, Equatable {
        /// The frame's time on the session's clock, seconds.
        public var time: Double
        /// The latest pointer position (window points), nil before the first pointer event.
        public var pointer: Point?
        public var pressed: Bool
        /// The running transition's progress, 0...1, nil when none runs.
        public var progress: Double?
        /// Where the point of the moving page that the latest drag took hold of shows, in
        /// window points, while a transition runs under (or after) that drag; nil otherwise.
        public var tracked: Point?
        /// The active pan's velocity in window points per second as it reads at this frame
        /// (zero once the pointer has rested past the tracker's stop gap); at a release, the
        /// velocity the release read; nil when no pan is active.
        public var velocity: Point?

        public init(time: Double, pointer: Point?, pressed: Bool, progress: Double?, tracked: Point?, velocity: Point?) {
            self.time = time
            self.pointer = pointer
            self.pressed = pressed
            self.progress = progress
            self.tracked = tracked
            self.velocity = velocity
        }
    }

    public struct StateChange: Sendable, Equatable {
        /// The time of the event that changed it.
        public var time: Double
        public var recognizer: String
        public var state: GestureRecognizerState

        public init(time: Double, recognizer: String, state: GestureRecognizerState) {
            self.time = time
            self.recognizer = recognizer
            self.state = state
        }
    }

    public struct Release: Sendable, Equatable {
        /// The time of the frame the decision was made in.
        public var time: Double
        public var frame: Int
        /// The drag's serial (`InteractionTelemetry.serial`).
        public var serial: Int
        public var operation: TransitionOperation
        public var decision: ReleaseDecision

        public init(time: Double, frame: Int, serial: Int, operation: TransitionOperation, decision: ReleaseDecision) {
            self.time = time
            self.frame = frame
            self.serial = serial
            self.operation = operation
            self.decision = decision
        }
    }

    /// A parameter changed in the recording (the inspector's), applied or, in a replay
    /// given that parameter, skipped.
    public struct ParameterMark: Sendable, Equatable {
        public var time: Double
        public var change: SpecAssignment
        public var skipped: Bool

        public init(time: Double, change: SpecAssignment, skipped: Bool) {
            self.time = time
            self.change = change
            self.skipped = skipped
        }

        /// How a plot labels it.
        public var text: String {
            "\(change.name) = \(SpecParameter.describe(change.value))" + (skipped ? " recorded, skipped (the value given holds)" : "")
        }
    }

    /// Recorded changes of one parameter close together in time (a slider dragged through
    /// its values), shown as one marker at the first: a burst of one change is that change.
    public struct ParameterBurst: Sendable, Equatable {
        /// In time order, all of one parameter; never empty.
        public var marks: [ParameterMark]

        public init(_ marks: [ParameterMark]) {
            precondition(!marks.isEmpty, "a burst of no changes")
            self.marks = marks
        }

        public var time: Double { marks[0].time }
        public var name: String { marks[0].change.name }
        public var count: Int { marks.count }

        /// How a plot labels it: the change, or the first and last value and how many changes.
        public var text: String {
            guard count > 1, let first = marks.first, let last = marks.last else { return marks[0].text }
            return "\(name) \(SpecParameter.describe(first.change.value)) -> \(SpecParameter.describe(last.change.value)) (\(count) changes)"
                + (last.skipped ? " recorded, skipped (the value given holds)" : "")
        }
    }

    /// How far apart two changes of one parameter may be and still show as one burst, seconds.
    public static let parameterBurstGap = 1.0

    /// `parameterMarks` with each run of changes to one parameter merged into one burst: a
    /// change joins the burst before it when it is to the same parameter, skipped alike, at
    /// most `gap` after the burst's last change, with no other marker between (no change to
    /// another parameter, no release decision, nothing at a time in `breaks`).
    public func parameterBursts(gap: Double = ReplayTrace.parameterBurstGap, breaks: [Double] = []) -> [ParameterBurst] {
        let others = (breaks + releases.map(\.time)).sorted()
        var bursts: [ParameterBurst] = []
        for mark in parameterMarks.sorted(by: { $0.time < $1.time }) {
            if let last = bursts.last?.marks.last, last.change.name == mark.change.name, last.skipped == mark.skipped,
                mark.time - last.time <= gap, !others.contains(where: { $0 > last.time && $0 < mark.time }) {
                bursts[bursts.count - 1].marks.append(mark)
            } else {
                bursts.append(ParameterBurst([mark]))
            }
        }
        return bursts
    }

    public var frames: [Frame] = []
    public var stateChanges: [StateChange] = []
    public var releases: [Release] = []
    public var parameterMarks: [ParameterMark] = []
    /// The recorded window's size, points.
    public var windowSize: Size

    public init(windowSize: Size) {
        self.windowSize = windowSize
    }

    /// Each transition's run of frames with a progress: when its first frame was and how long
    /// from it to its last, seconds.
    public var transitionSpans: [(start: Double, length: Double)] {
        var spans: [(Double, Double)] = []
        var start: Double?, last = 0.0
        for f in frames {
            if f.progress != nil {
                if start == nil { start = f.time }
                last = f.time
            } else if let s = start {
                spans.append((s, last - s))
                start = nil
            }
        }
        if let s = start { spans.append((s, last - s)) }
        return spans
    }

    /// From the first frame to the last, seconds (0 with fewer than two frames).
    public var duration: Double {
        guard let first = frames.first, let last = frames.last else { return 0 }
        return last.time - first.time
    }

    /// The times the trace spans, at least a millisecond wide.
    public var timeRange: ClosedRange<Double> {
        let start = frames.first?.time ?? 0
        return start...max(frames.last?.time ?? start, start + 0.001)
    }
}
