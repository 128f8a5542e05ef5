import Gestures
import SDLPlatform

/// What the user of a windowed replay has asked for and the replay has not yet done, from
/// the window's events in the order they came: stop (`q`, the close button), pause and resume
/// (space), one step forward (right arrow, while paused), a frame to show (left arrow, while
/// paused, or the strip's frame for a press on it). Pure: `ReplayControls` feeds it the
/// window's events and acts on what it holds.
public struct ReplayRequests {
    public init() {}

    public private(set) var stopped = false
    public private(set) var paused = false
    /// A step forward asked for while paused, not yet taken.
    public private(set) var step = false
    /// The frame asked for on the strip or with the left arrow, not yet shown.
    public private(set) var seek: Int?

    /// Takes in one event; `playhead` is the frame the strip shows, and `stripFrame` the
    /// frame a pointer event asks for on it. True when the window needs drawing again.
    @discardableResult
    public mutating func take(_ event: PlatformEvent, playhead: Int? = nil, stripFrame: (PointerEvent) -> Int? = { _ in nil }) -> Bool {
        switch event {
        case .quit:
            stopped = true
        case .key(let k) where !k.isRepeat:
            switch k.key {
            case "q": stopped = true
            case "space":
                paused.toggle()
                // A step asked for before the resume is void: the replay plays on from here.
                if !paused { step = false }
                return true
            case "right" where paused: step = true
            case "left" where paused:
                if let at = seek ?? playhead, at > 0 { seek = at - 1 }
            default: break
            }
        case .pointer(let p) where paused:
            if let k = stripFrame(p) { seek = k }
        case .exposed, .resized:
            return true
        default:
            break
        }
        return false
    }

    /// The frame asked for, taken (it is being shown).
    public mutating func takeSeek() -> Int? {
        defer { seek = nil }
        return seek
    }

    /// The step asked for, taken: the replay shows one frame and pauses again.
    public mutating func takeStep() -> Bool {
        defer { step = false }
        return step
    }

    /// Paused again after the step's frame.
    public mutating func pauseAfterStep() { paused = true }
}
