/// The device a pointer event came from.
public enum PointerSource: String, Hashable, Sendable, Codable {
    case mouse
    case touch
    case trackpad
}
