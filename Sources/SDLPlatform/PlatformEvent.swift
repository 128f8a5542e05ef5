import Geometry
import Gestures

/// An input or window event, translated from SDL into the engine's types.
public enum PlatformEvent: Sendable {
    case pointer(PointerEvent)
    case wheel(WheelEvent)
    case key(KeyEvent)
    /// The window's size in points changed.
    case resized(Size)
    /// The window lost input focus: any press in progress is cancelled.
    case focusLost
    /// The window must be drawn again (uncovered, moved between displays).
    case exposed
    /// Close button, SIGINT or SIGTERM.
    case quit
}
