/// Where a pointer is in its press: down, moving (pressed or hovering), up, or cancelled by
/// the system (focus lost, window closed, a button-up that never came).
public enum PointerPhase: String, Hashable, Sendable, Codable {
    case down
    case move
    case up
    case cancel
}
