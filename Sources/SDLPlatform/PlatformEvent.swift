import Geometry
import Gestures

/// An input or window event, translated from SDL into the engine's types.
public enum PlatformEvent: Sendable {
    case pointer(PointerEvent)
    case wheel(WheelEvent)
    case key(KeyEvent)
    /// A key let go (only what a key held does needs it: Shift's onion skin while frozen).
    case keyReleased(KeyEvent)
    /// The window's size in points changed.
    case resized(Size)
    /// The window lost input focus: any press in progress is cancelled.
    case focusLost
    /// The window must be drawn again (uncovered, moved between displays).
    case exposed
    /// Close button, SIGINT or SIGTERM.
    case quit
}

extension PlatformEvent {
    /// A person's input (pointer, key, wheel), as opposed to window housekeeping.
    public var isInput: Bool {
        switch self {
        case .pointer, .key, .keyReleased, .wheel: return true
        case .resized, .focusLost, .exposed, .quit: return false
        }
    }
}
