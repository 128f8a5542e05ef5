/// One line of a session file.
public enum SessionRecord: Equatable, Sendable {
    case header(SessionHeader)
    case event(SessionEvent)
    /// A drawn frame: its index, its time on the engine's clock, and the digest of its state.
    case frame(index: Int, time: Double, digest: String)
    case end(SessionSummary)
}
