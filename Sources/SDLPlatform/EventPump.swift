import CSDL2
import Geometry
import Gestures

/// Drains SDL's event queue into `PlatformEvent`s stamped on the engine's clock.
@MainActor
public final class EventPump {
    private let clock: MonotonicClock
    private var pressed = false
    private var lastMouse = Point.zero

    /// SDL's `SDL_TOUCH_MOUSEID` ((Uint32)-1): mouse events that SDL synthesised from touches.
    static let touchMouseID = UInt32.max

    public init(clock: MonotonicClock) { self.clock = clock }

    /// Waits up to `timeout` seconds for the first event, then takes all that are queued.
    public func events(waitingUpTo timeout: Double, into out: inout [PlatformEvent]) {
        var e = SDL_Event()
        var got: Int32
        if timeout > 0 {
            got = SDL_WaitEventTimeout(&e, Int32(max(1, (timeout * 1000).rounded())))
        } else {
            got = SDL_PollEvent(&e)
        }
        while got != 0 {
            translate(e, into: &out)
            got = SDL_PollEvent(&e)
        }
    }

    private func translate(_ e: SDL_Event, into out: inout [PlatformEvent]) {
        let now = clock.now
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            out.append(.quit)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                out.append(.resized(Size(width: Double(e.window.data1), height: Double(e.window.data2))))
            case SDL_WINDOWEVENT_FOCUS_LOST:
                cancelPress(now, into: &out)
                out.append(.focusLost)
            case SDL_WINDOWEVENT_CLOSE:
                cancelPress(now, into: &out)
                out.append(.quit)
            case SDL_WINDOWEVENT_EXPOSED:
                out.append(.exposed)
            default:
                break
            }
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(e.key.keysym.sym)).lowercased()
            out.append(.key(KeyEvent(key: name, isRepeat: e.key.repeat != 0, timestamp: now)))
        case SDL_MOUSEBUTTONDOWN:
            guard e.button.which != EventPump.touchMouseID, e.button.button == UInt8(SDL_BUTTON_LEFT) else { return }
            lastMouse = Point(x: Double(e.button.x), y: Double(e.button.y))
            if pressed { out.append(.pointer(PointerEvent(phase: .cancel, location: lastMouse, buttons: 0, timestamp: now))) }
            pressed = true
            out.append(.pointer(PointerEvent(phase: .down, location: lastMouse, buttons: 1, timestamp: now)))
        case SDL_MOUSEMOTION:
            guard e.motion.which != EventPump.touchMouseID else { return }
            lastMouse = Point(x: Double(e.motion.x), y: Double(e.motion.y))
            let leftDown = e.motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) != 0
            if pressed && !leftDown {
                // The button-up never arrived (released outside, grab lost): end the press as cancelled.
                cancelPress(now, into: &out)
                return
            }
            out.append(.pointer(PointerEvent(phase: .move, location: lastMouse, buttons: pressed ? 1 : 0, timestamp: now)))
        case SDL_MOUSEBUTTONUP:
            guard e.button.which != EventPump.touchMouseID, e.button.button == UInt8(SDL_BUTTON_LEFT), pressed else { return }
            pressed = false
            lastMouse = Point(x: Double(e.button.x), y: Double(e.button.y))
            out.append(.pointer(PointerEvent(phase: .up, location: lastMouse, buttons: 0, timestamp: now)))
        case SDL_MOUSEWHEEL:
            guard e.wheel.which != EventPump.touchMouseID else { return }
            let flip: Double = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = Double(e.wheel.preciseX) * flip, dy = Double(e.wheel.preciseY) * flip
            let precise = dx.rounded() != dx || dy.rounded() != dy
            out.append(.wheel(WheelEvent(delta: Point(x: dx, y: dy), location: lastMouse, isPrecise: precise, timestamp: now)))
        default:
            break
        }
    }

    private func cancelPress(_ now: Double, into out: inout [PlatformEvent]) {
        guard pressed else { return }
        pressed = false
        out.append(.pointer(PointerEvent(phase: .cancel, location: lastMouse, buttons: 0, timestamp: now)))
    }
}
