import Foundation
import Outputs
import SDLPlatform

/// A replay in a window, under the user's hand: `q`, the close button, Ctrl-C and SIGTERM
/// stop it; space pauses and resumes; the right arrow steps one frame while paused. With a
/// `scrubber` (its strip shown while paused), the left arrow steps one frame back and a press
/// or drag on the strip asks for any frame. Frames keep real time (scaled by `speed`) from
/// the first frame and from every resume, step or jump.
@MainActor
public final class ReplayControls {
    private let pump: EventPump
    private let clock: MonotonicClock
    private let speed: Double
    private var events: [PlatformEvent] = []
    private var requests = ReplayRequests()
    public var stopped: Bool { requests.stopped }
    public var paused: Bool { requests.paused }
    /// The frame just shown was a step: pause again before the next.
    private var stepping = false
    /// The paused replay's timeline strip, when it can be sent to any frame.
    public var scrubber: ReplayScrubber?
    /// Real time and session time of the frame the schedule counts from.
    private var anchor: (wall: Double, session: Double)?

    public init(clock: MonotonicClock, speed: Double) {
        self.clock = clock
        self.speed = speed
        pump = EventPump(clock: clock)
    }

    /// What the replay does after waiting for a frame.
    public enum Outcome: Equatable {
        /// Shows the frame and goes on.
        case go
        /// The user stopped the replay.
        case stop
        /// Shows frame line `k` (counted from 0) instead, then waits again.
        case seek(Int)
    }

    /// Waits until the frame at session time `time` is due, handling the window's events
    /// meanwhile (`redraw` draws the frame on screen again, while paused).
    public func waitForFrame(at time: Double, redraw: () -> Void) -> Outcome {
        if stepping {
            stepping = false
            requests.pauseAfterStep()
        }
        // Events are read at least once per frame, even when the replay runs behind.
        var first = true
        while true {
            let wait = paused ? 0.1 : due(time) - clock.now
            guard first || wait > 0 || paused else { return .go }
            first = false
            let needsRedraw = drain(timeout: max(0, min(wait, 0.1)))
            // Ctrl-C, SIGTERM and SIGQUIT (StopSignal) stop it as q does.
            if StopSignal.received != nil { requests.take(.quit) }
            if stopped { return .stop }
            if let k = requests.takeSeek() {
                anchor = nil
                return .seek(k)
            }
            if needsRedraw { redraw() }
            if paused && requests.takeStep() {
                anchor = nil
                stepping = true
                return .go
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
            let wasPaused = paused
            if requests.take(event, playhead: scrubber?.playhead, stripFrame: { scrubber?.frame(for: $0) ?? nil }) { redraw = true }
            if paused != wasPaused { anchor = nil }
        }
        return redraw
    }
}
