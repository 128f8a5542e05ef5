import CSDL2
import Geometry
import Gestures
import Motion

/// Drains SDL's event queue into `PlatformEvent`s stamped on the engine's clock: the
/// mouse as pointer 0, each finger on a touch screen as a touch pointer of its own, and a
/// trackpad's horizontal scroll and pinch as pointers of their own (`TrackpadGestures`).
@MainActor
public final class EventPump {
    private let clock: any Clock
    private var pressed = false
    private var lastMouse = Point.zero
    /// The window's size in points, for placing touches (SDL gives them normalised).
    public var windowSize = Size(width: 1, height: 1)

    // Real event times. SDL stamps events when it pumps them, so a frame's worth of motion
    // shares one time; on X11 each pointer event carries the server's time of the event,
    // which SDL passes on as a window-manager event just before its own event.
    private var serverTimes: [Double] = []
    /// engine time = server time + offset; the smallest (now - server time) seen, so the
    /// offset includes only the least delivery latency.
    private var serverOffset: Double?
    private var lastPointerTime = -Double.infinity
    /// How many pointer events carried a server time, and how many fell back to pump time.
    public private(set) var serverStampedEvents = 0
    public private(set) var pumpStampedEvents = 0

    // A two-finger horizontal trackpad scroll drives a pan, as the back swipe does on a Mac;
    // a trackpad pinch drives two pointers.
    private var trackpad = TrackpadGestures()
    /// Points of finger travel per unit of precise scroll.
    public static let trackpadScale = TrackpadGestures.scrollScale
    /// The pointer of each finger down, by touch device and finger (two devices may number
    /// their fingers alike).
    private var fingers: [TouchFinger: Int] = [:]
    /// Whether the window destroyed from outside was reported (once).
    private var reportedWindowGone = false

    /// SDL's `SDL_TOUCH_MOUSEID` ((Uint32)-1): mouse events that SDL synthesised from touches.
    static let touchMouseID = UInt32.max

    /// `clock` stamps the events: the engine's (the live loop's `MonotonicClock`, a test's frame clock).
    public init(clock: any Clock) {
        self.clock = clock
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
    }

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
        endIdleTrackpadGesture(into: &out)
        noteWindowGone(into: &out)
    }

    /// Takes every event that arrives until `deadline` (on the pump's clock), waiting for
    /// them rather than sleeping, so a frame that is due then sees the latest input. Input
    /// (pointer, key, wheel) that arrives at or after `earlyInput` ends the wait at once, so a
    /// frame can show it without waiting out the rest of the interval.
    public func events(until deadline: Double, earlyInput: Double = .infinity, into out: inout [PlatformEvent]) {
        var e = SDL_Event()
        while true {
            let now = clock.now
            let hasInput = out.contains(where: \.isInput)
            if hasInput && now >= earlyInput { break }
            let remaining = (hasInput ? min(deadline, earlyInput) : deadline) - now
            guard remaining > 0.0005 else { break }
            if SDL_WaitEventTimeout(&e, Int32(max(1, (remaining * 1000).rounded(.down)))) != 0 { translate(e, into: &out) }
        }
        while SDL_PollEvent(&e) != 0 { translate(e, into: &out) }
        endIdleTrackpadGesture(into: &out)
        noteWindowGone(into: &out)
    }

    /// The real time of the pointer event SDL is about to hand over, when X11 told us.
    private func pointerTime(_ now: Double) -> Double {
        var t = now
        if !serverTimes.isEmpty, let offset = serverOffset {
            t = min(now, serverTimes.removeFirst() + offset)
            serverStampedEvents += 1
        } else {
            pumpStampedEvents += 1
        }
        t = max(t, lastPointerTime)
        lastPointerTime = t
        return t
    }

    private func noteWindowManagerEvent(_ e: SDL_Event, now: Double) {
        guard let msg = e.syswm.msg, msg.pointee.subsystem == SDL_SYSWM_X11 else { return }
        let x = msg.pointee.msg.x11.event
        let serverMs: UInt
        switch x.type {
        case MotionNotify: serverMs = UInt(x.xmotion.time)
        case ButtonPress, ButtonRelease:
            // Wheel "buttons" become wheel events, which carry no pointer time.
            guard x.xbutton.button <= 3 else { return }
            serverMs = UInt(x.xbutton.time)
        case EnterNotify: serverMs = UInt(x.xcrossing.time)
        default: return
        }
        let server = Double(serverMs) / 1000
        let candidate = now - server
        serverOffset = min(serverOffset ?? candidate, candidate)
        serverTimes.append(server)
        if serverTimes.count > 256 { serverTimes.removeFirst(serverTimes.count - 256) }
    }

    /// A window destroyed from outside (`XDisplayWatch`) is closed: one quit, as for the close button.
    private func noteWindowGone(into out: inout [PlatformEvent]) {
        guard XDisplayWatch.windowGone, !reportedWindowGone else { return }
        reportedWindowGone = true
        cancelPress(clock.now, into: &out)
        out.append(.quit)
    }

    private func translate(_ e: SDL_Event, into out: inout [PlatformEvent]) {
        let now = clock.now
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            out.append(.quit)
        case SDL_SYSWMEVENT:
            noteWindowManagerEvent(e, now: now)
        case SDL_WINDOWEVENT:
            translateWindowEvent(e.window, now: now, into: &out)
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(e.key.keysym.sym)).lowercased()
            out.append(.key(KeyEvent(key: name, isRepeat: e.key.repeat != 0, timestamp: now)))
        case SDL_KEYUP:
            let name = String(cString: SDL_GetKeyName(e.key.keysym.sym)).lowercased()
            out.append(.keyReleased(KeyEvent(key: name, timestamp: now)))
        case SDL_MOUSEBUTTONDOWN:
            translateButtonDown(e.button, now: pointerTime(now), into: &out)
        case SDL_MOUSEMOTION:
            translateMotion(e.motion, now: pointerTime(now), into: &out)
        case SDL_MOUSEBUTTONUP:
            translateButtonUp(e.button, now: pointerTime(now), into: &out)
        case SDL_MOUSEWHEEL:
            translateWheel(e.wheel, now: now, into: &out)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            translateTouch(e, now: now, into: &out)
        case SDL_MULTIGESTURE:
            translatePinch(e.mgesture, now: now, into: &out)
        default:
            break
        }
    }

    /// Resized, focus lost (the press cancelled), closed (the press cancelled) or exposed.
    private func translateWindowEvent(_ w: SDL_WindowEvent, now: Double, into out: inout [PlatformEvent]) {
        switch SDL_WindowEventID(UInt32(w.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            out.append(.resized(Size(width: Double(w.data1), height: Double(w.data2))))
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
    }

    /// The left button pressed (a press still held is cancelled first); it ends a trackpad gesture.
    private func translateButtonDown(_ b: SDL_MouseButtonEvent, now: Double, into out: inout [PlatformEvent]) {
        guard b.which != EventPump.touchMouseID, b.button == UInt8(SDL_BUTTON_LEFT) else { return }
        trackpad.end(at: now, into: &out)
        lastMouse = Point(x: Double(b.x), y: Double(b.y))
        if pressed { out.append(.pointer(PointerEvent(phase: .cancel, location: lastMouse, buttons: 0, timestamp: now))) }
        pressed = true
        out.append(.pointer(PointerEvent(phase: .down, location: lastMouse, buttons: 1, timestamp: now)))
    }

    private func translateMotion(_ m: SDL_MouseMotionEvent, now: Double, into out: inout [PlatformEvent]) {
        guard m.which != EventPump.touchMouseID else { return }
        lastMouse = Point(x: Double(m.x), y: Double(m.y))
        let leftDown = m.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) != 0
        if pressed && !leftDown {
            // The button-up never arrived (released outside, grab lost): end the press as cancelled.
            cancelPress(now, into: &out)
            return
        }
        out.append(.pointer(PointerEvent(phase: .move, location: lastMouse, buttons: pressed ? 1 : 0, timestamp: now)))
    }

    private func translateButtonUp(_ b: SDL_MouseButtonEvent, now: Double, into out: inout [PlatformEvent]) {
        guard b.which != EventPump.touchMouseID, b.button == UInt8(SDL_BUTTON_LEFT), pressed else { return }
        pressed = false
        lastMouse = Point(x: Double(b.x), y: Double(b.y))
        out.append(.pointer(PointerEvent(phase: .up, location: lastMouse, buttons: 0, timestamp: now)))
    }

    /// A wheel: a precise sideways (or continuing) scroll is a trackpad's swipe, anything
    /// else a wheel event.
    private func translateWheel(_ w: SDL_MouseWheelEvent, now: Double, into out: inout [PlatformEvent]) {
        guard w.which != EventPump.touchMouseID else { return }
        let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let dx = Double(w.preciseX) * flip, dy = Double(w.preciseY) * flip
        let precise = dx.rounded() != dx || dy.rounded() != dy
        if precise && !pressed && (trackpad.isScrolling || abs(dx) > abs(dy)) {
            trackpad.scroll(dx: dx, mouse: lastMouse, at: now, into: &out)
        } else {
            out.append(.wheel(WheelEvent(delta: Point(x: dx, y: dy), location: lastMouse, isPrecise: precise, timestamp: now)))
        }
    }

    private func translateTouch(_ e: SDL_Event, now: Double, into out: inout [PlatformEvent]) {
        let f = e.tfinger
        let key = TouchFinger(touch: f.touchId, finger: f.fingerId)
        let location = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
        switch SDL_EventType(e.type) {
        case SDL_FINGERDOWN:
            let id = (fingers.values.max() ?? 0) + 1
            fingers[key] = id
            out.append(.pointer(PointerEvent(phase: .down, pointerID: id, location: location, buttons: 1, timestamp: now, source: .touch)))
        case SDL_FINGERMOTION:
            guard let id = fingers[key] else { return }
            out.append(.pointer(PointerEvent(phase: .move, pointerID: id, location: location, buttons: 1, timestamp: now, source: .touch)))
        default:
            guard let id = fingers.removeValue(forKey: key) else { return }
            out.append(.pointer(PointerEvent(phase: .up, pointerID: id, location: location, buttons: 0, timestamp: now, source: .touch)))
        }
    }

    /// SDL's multi-gesture: the change of finger distance of a device's pinch. The fingers
    /// of a device already read as touch pointers pinch by themselves (SDL reports their
    /// gesture too), so only a device whose fingers are not (a trackpad) pinches this way.
    private func translatePinch(_ g: SDL_MultiGestureEvent, now: Double, into out: inout [PlatformEvent]) {
        guard !pressed, !fingers.keys.contains(where: { $0.touch == g.touchId }) else { return }
        trackpad.pinch(dDist: Double(g.dDist), fingers: Int(g.numFingers), mouse: lastMouse, width: windowSize.width, at: now, into: &out)
    }

    /// Fingers lifted: no scroll or pinch for a while ends the trackpad's gesture.
    private func endIdleTrackpadGesture(into out: inout [PlatformEvent]) {
        trackpad.endIfIdle(at: clock.now, into: &out)
    }

    private func cancelPress(_ now: Double, into out: inout [PlatformEvent]) {
        trackpad.end(at: now, into: &out)
        for (_, id) in fingers {
            out.append(.pointer(PointerEvent(phase: .cancel, pointerID: id, location: lastMouse, buttons: 0, timestamp: now, source: .touch)))
        }
        fingers.removeAll()
        guard pressed else { return }
        pressed = false
        out.append(.pointer(PointerEvent(phase: .cancel, location: lastMouse, buttons: 0, timestamp: now)))
    }
}
