import Geometry
import Gestures

/// The presses the scene was following when the engine froze. While frozen the scene sees
/// no pointer event (it must hold the frame shown); a press it was following that lets go
/// meanwhile is let go at the resume, where the scene last saw it, so no recognizer is left
/// holding a pointer that is up.
struct HeldPointers {
    /// The last event the window was given of each pointer that is down.
    private var down: [Int: PointerEvent] = [:]
    /// Pointers the scene follows that went up (or were cancelled) while frozen.
    private var letGo: [Int: PointerPhase] = [:]

    /// Notes an event the window was given.
    mutating func delivered(_ p: PointerEvent) {
        switch p.phase {
        case .up, .cancel: down[p.pointerID] = nil
        case .down, .move: if down[p.pointerID] != nil || p.phase == .down { down[p.pointerID] = p }
        }
    }

    /// Notes an event held back from the window while frozen.
    mutating func heldBack(_ p: PointerEvent) {
        guard down[p.pointerID] != nil, p.phase == .up || p.phase == .cancel else { return }
        letGo[p.pointerID] = p.phase
    }

    /// The ends of the presses let go while frozen, at `time`, where the scene last saw them.
    mutating func releases(at time: Double) -> [PointerEvent] {
        let ends = letGo.keys.sorted().compactMap { id -> PointerEvent? in
            guard var p = down[id], let phase = letGo[id] else { return nil }
            p.phase = phase
            p.buttons = 0
            p.timestamp = time
            return p
        }
        letGo.removeAll()
        return ends
    }
}
