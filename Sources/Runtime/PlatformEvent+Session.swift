import Geometry
import Sessions
import SDLPlatform

extension PlatformEvent {
    /// What the frame step and the recording see of this event: input as it came, a resize
    /// as the window's new size and focus loss at the frame's time; nil for what only the run
    /// loop handles (quit, expose, a key let go).
    public func sessionEvent(windowSize: Size, frameTime: Double) -> SessionEvent? {
        switch self {
        case .key(let key): return .key(key)
        case .pointer(let p): return .pointer(p)
        case .wheel(let w): return .wheel(w)
        case .resized: return .resize(windowSize, time: frameTime)
        case .focusLost: return .focusLost(time: frameTime)
        // A key let go is not recorded: what it does (Shift's onion skin) is, as its own event.
        case .quit, .exposed, .keyReleased: return nil
        }
    }
}
