/// The engine's only source of time: seconds on a monotonic time base. Live, it is the
/// platform's counter; in tests and replays, a `ManualClock`.
public protocol Clock: AnyObject {
    var now: Double { get }
}
