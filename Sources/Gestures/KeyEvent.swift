/// A key press, named by the platform's key name in lower case ("q", "escape", "backspace", "1").
public struct KeyEvent: Hashable, Sendable {
    public var key: String
    public var isRepeat: Bool
    public var timestamp: Double

    public init(key: String, isRepeat: Bool = false, timestamp: Double) {
        self.key = key
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}
