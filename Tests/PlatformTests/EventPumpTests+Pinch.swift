import CSDL2
import Testing
import Geometry
import Gestures
import Motion
@_spi(Testing) import SDLPlatform

/// Pinches as SDL reports them: a trackpad's multi-gesture becomes two pointers that the
/// recognizers take as they take a touch screen's two fingers; a touch screen's fingers are
/// the pinch by themselves.
extension EventPumpTests {
    func multiGesture(device: Int64, dDist: Float, fingers: UInt16 = 2) {
        push { e in
            e.type = SDL_MULTIGESTURE.rawValue
            e.mgesture.touchId = device
            e.mgesture.dDist = dDist
            e.mgesture.numFingers = fingers
            e.mgesture.x = 0.5
            e.mgesture.y = 0.5
        }
    }

    func mouseMotion(to p: Point) {
        push { e in
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.x = Int32(p.x)
            e.motion.y = Int32(p.y)
        }
    }

    /// A trackpad pinch in, read from SDL and sent into an arena with a one-axis scroll's
    /// pan hit first: the pan that takes pinches begins and measures the fingers' closing;
    /// the scroll does not. The fingers still for a while, the pinch ends.
    @Test func aTrackpadPinchDrivesAPinchUnderTheMouse() throws {
        let clock = ManualClock(now: 5)
        let p = EventPump(clock: clock)
        p.windowSize = Size(width: 800, height: 600)
        let arena = GestureArena()
        let scroll = PanGestureRecognizer(name: "scroll"), card = PanGestureRecognizer(name: "card")
        card.beginsOnPinch = true
        arena.beginPress(with: [scroll, card])
        mouseMotion(to: Point(x: 300, y: 200))
        var events = pump(p)
        // Each finger's distance closes by 0.01 in each of 10 events: the mean by 0.05.
        for _ in 0..<10 {
            clock.advance(by: 1.0 / 60)
            multiGesture(device: 9, dDist: -0.01)
            let read = pump(p)
            events += read
            for e in read { arena.send(e) }
        }
        let pinch = events.filter { $0.source == .trackpad }
        #expect(pinch.prefix(2).map(\.phase) == [.down, .down] && Set(pinch.map(\.pointerID)).count == 2)
        #expect(pinch.first?.location == Point(x: 300, y: 200) && pinch.allSatisfy { $0.timestamp > 5 })
        let spread = TrackpadGestures.pinchSpread
        #expect(card.state.isActive && scroll.state == .failed, "card \(card.state), scroll \(scroll.state)")
        #expect(abs(card.scale - (spread - 0.05 * TrackpadGestures.pinchScale) / spread) < 1e-6, "\(card.scale)")
        #expect(card.translation(in: nil) == .zero)
        clock.advance(by: TrackpadGestures.idleEnd + 0.01)
        let lifted = pump(p)
        #expect(lifted.map(\.phase) == [.up, .up] && lifted.allSatisfy { $0.source == .trackpad })
        for e in lifted { arena.send(e) }
        #expect(!arena.isTracking)
    }

    /// A pinch out as far as the fingers go, the mouse at a small window's right edge: the
    /// pointers stay within a window's width either side of it, where a session holds them.
    @Test func aTrackpadPinchOutStaysWhereASessionHoldsIt() {
        let clock = ManualClock(now: 5)
        let p = EventPump(clock: clock)
        p.windowSize = Size(width: 200, height: 150)
        mouseMotion(to: Point(x: 199, y: 75))
        var events = pump(p)
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            multiGesture(device: 9, dDist: 0.2)
            events += pump(p)
        }
        let pinch = events.filter { $0.source == .trackpad }
        #expect(pinch.count == 62 && pinch[0].location.x == 199)
        #expect(pinch.allSatisfy { (-200...400).contains($0.location.x) }, "\(pinch.map(\.location.x).min()!)...\(pinch.map(\.location.x).max()!)")
        #expect(pinch.suffix(2).map(\.location.x).max()! > 300, "spread as far as it may")
    }

    /// A touch screen's pinch comes as its fingers and as SDL's multi-gesture of the same
    /// device: only the fingers count. A finger numbered alike on another device is another pointer.
    @Test func aTouchScreensPinchIsItsFingersOnly() {
        let p = EventPump(clock: ManualClock(now: 1))
        p.windowSize = Size(width: 800, height: 600)
        finger(SDL_FINGERDOWN, id: 0, x: 0.25, y: 0.5, device: 4)
        finger(SDL_FINGERDOWN, id: 1, x: 0.75, y: 0.5, device: 4)
        finger(SDL_FINGERMOTION, id: 0, x: 0.3, y: 0.5, device: 4)
        multiGesture(device: 4, dDist: -0.05)
        finger(SDL_FINGERDOWN, id: 0, x: 0.5, y: 0.1, device: 5)
        finger(SDL_FINGERMOTION, id: 0, x: 0.35, y: 0.5, device: 4)
        let events = pump(p)
        #expect(events.allSatisfy { $0.source == .touch })
        #expect(events.map(\.phase) == [.down, .down, .move, .down, .move])
        #expect(Set(events.filter { $0.phase == .down }.map(\.pointerID)).count == 3)
        #expect(events[4].pointerID == events[0].pointerID && abs(events[4].location.x - 280) < 1e-3)
    }
}
