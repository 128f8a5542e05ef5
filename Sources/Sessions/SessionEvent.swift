import Geometry
import Gestures
import Motion

/// One input event of a session, with its time on the engine's clock (seconds).
public enum SessionEvent: Equatable, Sendable {
    case pointer(PointerEvent)
    case key(KeyEvent)
    case wheel(WheelEvent)
    /// The window became this size (points).
    case resize(Size, time: Double)
    /// The window lost input focus.
    case focusLost(time: Double)
    /// A transition parameter was changed (the inspector); it holds from the next transition.
    case parameter(SpecAssignment, time: Double)
    /// The engine's clock was frozen or resumed (keys F and Escape).
    case freeze(FreezeAction, time: Double)

    public var time: Double {
        switch self {
        case .pointer(let p): return p.timestamp
        case .key(let k): return k.timestamp
        case .wheel(let w): return w.timestamp
        case .resize(_, let t), .focusLost(let t), .parameter(_, let t), .freeze(_, let t): return t
        }
    }

    /// The same event at another time.
    public func at(time t: Double) -> SessionEvent {
        switch self {
        case .pointer(var p):
            p.timestamp = t
            return .pointer(p)
        case .key(var k):
            k.timestamp = t
            return .key(k)
        case .wheel(var w):
            w.timestamp = t
            return .wheel(w)
        case .resize(let s, _): return .resize(s, time: t)
        case .focusLost: return .focusLost(time: t)
        case .parameter(let a, _): return .parameter(a, time: t)
        case .freeze(let action, _): return .freeze(action, time: t)
        }
    }
}
