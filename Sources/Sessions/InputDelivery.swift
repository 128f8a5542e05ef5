/// One recorded event as a counterfactual replay delivered it: the frame time it was applied
/// at when recorded and in the replay, and, for an input (a press or a key), what it is and
/// what was moving when it came, recorded and replayed. An input that came in another state
/// than recorded is a departure: the same hand meant something else there.
public struct InputDelivery: Sendable, Equatable, Codable {
    /// The event's line in the session file.
    public var line: Int
    /// The input, named for a person ("‹ Contacts", "key escape", "press at (200, 140)");
    /// nil for an event that is not one (a move, a release, a wheel, a parameter change).
    public var input: String?
    public var recordedTime: Double
    public var time: Double
    public var recorded: MotionState
    public var replayed: MotionState

    public init(line: Int, input: String?, recordedTime: Double, time: Double, recorded: MotionState, replayed: MotionState) {
        self.line = line
        self.input = input
        self.recordedTime = recordedTime
        self.time = time
        self.recorded = recorded
        self.replayed = replayed
    }

    /// An input that came in another state than recorded.
    public var isDeparture: Bool { input != nil && recorded != replayed }

    /// "input at line 62 (‹ Contacts) arrived during the push, recorded at rest"
    public var text: String {
        "input at line \(line) (\(input ?? "event")) arrived \(replayed.description), recorded \(recorded.description)"
    }

    enum CodingKeys: String, CodingKey {
        case line, input, recorded, replayed, time
        case recordedTime = "recorded_time"
    }

    /// One JSON object, as `--summary` lists the departures.
    public var json: String {
        "{\"line\":\(line),\"input\":\(input.map(quote) ?? "null"),\"recorded\":\(quote(recorded.rawValue)),"
            + "\"replayed\":\(quote(replayed.rawValue)),\"recorded_time\":\(num(recordedTime)),\"time\":\(num(time))}"
    }
}
