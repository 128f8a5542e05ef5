import Foundation
import Outputs
import SDLPlatform

/// A replay in a window, under the user's hand: `q`, the close button, Ctrl-C and SIGTERM
/// stop it; space pauses and resumes; the right arrow steps one frame while paused. Frames
/// keep real time (scaled by `speed`) from the first frame and from every resume or step.
@MainActor
public final class ReplayControls {
    private let pump: EventPump
    private let clock: MonotonicClock
    private let speed: Double
    private var events: [PlatformEvent] = []
    public private(set) var stopped = false
    public private(set) var paused = false
    private var stepRequested = false
    /// Real time and session time of the frame the schedule counts from.
    private var anchor: (wall: Double, session: Double)?

    public init(clock: MonotonicClock, speed: Double) {
        self.clock = clock
        self.speed = speed
        pump = EventPump(clock: clock)
    }

    /// Waits until the frame at session time `time` is due, handling the window's events
    /// meanwhile (`redraw` draws the frame on screen again, while paused). Returns false
    /// when the user stopped the replay.
    public func waitForFrame(at time: Double, redraw: () -> Void) -> Bool {
        if stepRequested {
            stepRequested = false
            paused = true
        }
        // Events are read at least once per frame, even when the replay runs behind.
        var first = true
        while true {
            let wait = paused ? 0.1 : due(time) - clock.now
            guard first || wait > 0 || paused else { return true }
            first = false
            let needsRedraw = drain(timeout: max(0, min(wait, 0.1)))
            // Ctrl-C, SIGTERM and SIGQUIT (StopSignal) stop it as q does.
            if StopSignal.received != nil { stopped = true }
            if stopped { return false }
            if needsRedraw { redraw() }
            if paused && stepRequested {
                anchor = nil
                return true
            }
        }
    }

    /// When the frame at session time `time` is due on the real clock.
    private func due(_ time: Double) -> Double {
        let start = anchor ?? (clock.now, time)
        anchor = start
        return start.wall + (time - start.session) / speed
    }

    /// Handles what is queued (waiting up to `timeout` for the first); true when the
    /// window needs drawing again.
    private func drain(timeout: Double) -> Bool {
        events.removeAll(keepingCapacity: true)
        pump.events(waitingUpTo: timeout, into: &events)
        var redraw = false
        for event in events {
            switch event {
            case .quit:
                stopped = true
            case .key(let k) where !k.isRepeat:
                switch k.key {
                case "q": stopped = true
                case "space":
                    paused.toggle()
                    anchor = nil
                    redraw = true
                case "right" where paused: stepRequested = true
                default: break
                }
            case .exposed, .resized:
                redraw = true
            default:
                break
            }
        }
        return redraw
    }
}
