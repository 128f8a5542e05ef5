import CSDL2
import Foundation
import Testing
import Geometry
import Gestures
import SDLPlatform

/// SDL events pushed into SDL's queue (dummy video driver), read back as engine events.
@MainActor
@Suite(.serialized) struct EventPumpTests {
    init() throws {
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }  // once: see DummyVideo
        try SDLLibrary.startVideo()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    func pump(_ pump: EventPump) -> [PointerEvent] {
        var out: [PlatformEvent] = []
        pump.events(waitingUpTo: 0, into: &out)
        return out.compactMap { if case .pointer(let p) = $0 { return p } else { return nil } }
    }

    func push(_ make: (inout SDL_Event) -> Void) {
        var e = SDL_Event()
        make(&e)
        SDL_PushEvent(&e)
    }

    func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float, device: Int64 = 1) {
        push { e in
            e.type = type.rawValue
            e.tfinger.touchId = device
            e.tfinger.fingerId = id
            e.tfinger.x = x
            e.tfinger.y = y
        }
    }

    @Test func touchesBecomeTouchPointersInWindowPoints() {
        let p = EventPump(clock: MonotonicClock())
        p.windowSize = Size(width: 800, height: 600)
        finger(SDL_FINGERDOWN, id: 77, x: 0.5, y: 0.25)
        finger(SDL_FINGERDOWN, id: 78, x: 0.1, y: 0.1)
        finger(SDL_FINGERMOTION, id: 77, x: 0.6, y: 0.25)
        finger(SDL_FINGERUP, id: 77, x: 0.6, y: 0.25)
        let events = pump(p)
        #expect(events.map(\.phase) == [.down, .down, .move, .up])
        #expect(events[0].location == Point(x: 400, y: 150) && events[0].source == .touch)
        #expect(events[0].pointerID != events[1].pointerID && events[2].pointerID == events[0].pointerID)
        #expect(abs(events[2].location.x - 480) < 1e-3)
    }

    @Test func mouseEventsMadeFromTouchesAreDropped() {
        let p = EventPump(clock: MonotonicClock())
        push { e in
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.which = UInt32.max  // SDL_TOUCH_MOUSEID
            e.button.button = UInt8(SDL_BUTTON_LEFT)
        }
        push { e in
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.which = 0
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.x = 10
            e.button.y = 20
        }
        let events = pump(p)
        #expect(events.count == 1 && events[0].location == Point(x: 10, y: 20) && events[0].source == .mouse)
    }

    @Test func focusLossAndAMissingButtonUpCancelThePress() {
        let p = EventPump(clock: MonotonicClock())
        push { e in
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.button = UInt8(SDL_BUTTON_LEFT)
        }
        push { e in
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        }
        #expect(pump(p).map(\.phase) == [.down, .cancel])
        push { e in
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.button = UInt8(SDL_BUTTON_LEFT)
        }
        push { e in
            // Motion with no button held: the release happened where we could not see it.
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.state = 0
            e.motion.x = 5
        }
        #expect(pump(p).map(\.phase) == [.down, .cancel])
    }

    @Test func aHorizontalTrackpadScrollDrivesAPan() {
        let p = EventPump(clock: MonotonicClock())
        for _ in 0..<3 {
            push { e in
                e.type = SDL_MOUSEWHEEL.rawValue
                e.wheel.preciseX = -0.5
                e.wheel.preciseY = 0.1
            }
        }
        let events = pump(p)
        #expect(events.map(\.phase) == [.down, .move, .move, .move])
        #expect(events.allSatisfy { $0.source == .trackpad })
        #expect(events.last!.location.x == 3 * 0.5 * EventPump.trackpadScale)
        Thread.sleep(forTimeInterval: 0.1)
        #expect(pump(p).map(\.phase) == [.up])
        // A vertical scroll stays a wheel event.
        push { e in
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.preciseY = 0.5
        }
        var out: [PlatformEvent] = []
        p.events(waitingUpTo: 0, into: &out)
        #expect(out.contains { if case .wheel = $0 { return true } else { return false } })
    }
}
