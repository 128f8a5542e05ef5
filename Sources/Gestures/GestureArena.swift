import Geometry

/// Decides which of the recognizers on a press win (UIKit's gesture environment): the
/// recognizers of the view under the pointer and of its ancestors receive every event;
/// the first to begin wins and the others still possible fail, unless a delegate lets them
/// recognize together; a recognizer that must wait for another to fail waits; a recognized
/// recognizer that cancels touches takes the press away from the view under it.
@MainActor
public final class GestureArena {
    public private(set) var participants: [GestureRecognizer] = []
    private var pointers: Set<Int> = []
    /// The window's size, for recognizers that care about its edges.
    public var windowSize: Size = .zero
    /// Called on every change of state (the debug overlay and `--log-gestures` listen).
    public var onStateChange: ((GestureRecognizer, GestureRecognizerState) -> Void)?
    /// Called when a recognizer that cancels touches recognizes: the view loses the press.
    public var onCancelTouches: (() -> Void)?

    public enum Decision { case allow, refuse, `defer` }

    public init() {}

    /// Whether a press is in progress.
    public var isTracking: Bool { !pointers.isEmpty }

    /// Starts a press with the recognizers of the hit view first, then its ancestors'.
    /// Recognizers still possible from an earlier press (a tap waiting for its second tap)
    /// stay in play.
    public func beginPress(with recognizers: [GestureRecognizer]) {
        var next: [GestureRecognizer] = []
        for r in recognizers where r.isEnabled {
            if r.state.isFinished { r.reset() }
            r.arena = self
            r.windowSize = windowSize
            next.append(r)
        }
        for old in participants where old.state == .possible && !next.contains(where: { $0 === old }) {
            old.applyState(.failed)
        }
        participants = next
    }

    /// Delivers a pointer event to every recognizer still in play.
    public func send(_ event: PointerEvent) {
        switch event.phase {
        case .down: pointers.insert(event.pointerID)
        case .up, .cancel: pointers.remove(event.pointerID)
        case .move: break
        }
        for r in participants where !r.state.isFinished && r.isEnabled {
            r.record(event)
            switch event.phase {
            case .down: r.pointerBegan(event)
            case .move: r.pointerMoved(event)
            case .up: r.pointerEnded(event)
            case .cancel: r.pointerCancelled(event)
            }
        }
        if pointers.isEmpty { endPress() }
    }

    /// Takes recognizers out of the press in play (their view left the window, as UIKit does):
    /// an active one is cancelled, a possible one fails, and none hears from the pointer again.
    public func withdraw(where leaves: (GestureRecognizer) -> Bool) {
        let leaving = participants.filter(leaves)
        guard !leaving.isEmpty else { return }
        participants.removeAll(where: leaves)
        let cancel = PointerEvent(phase: .cancel, location: .zero, buttons: 0, timestamp: leaving[0].lastTimestamp)
        for r in leaving {
            if !r.state.isFinished { r.pointerCancelled(cancel) }
            r.reset()
        }
    }

    /// Whether a recognizer in play would act on time alone (see `advance`).
    public var waitsOnTime: Bool { participants.contains { $0.state == .possible && $0.waitsOnTime } }

    /// Lets recognizers that wait on time (a tap waiting for a second tap) move on.
    public func advance(to time: Double) {
        for r in participants where r.state == .possible { r.timeDidPass(time) }
    }

    /// After the last pointer is up: finished recognizers are reset for the next press.
    private func endPress() {
        for r in participants where r.state.isFinished { r.reset() }
        participants.removeAll { $0.state != .possible }
    }

    // MARK: Rules

    func decideBegin(_ r: GestureRecognizer) -> Decision {
        guard r.isEnabled else { return .refuse }
        if r.delegate?.gestureRecognizerShouldBegin(r) == false { return .refuse }
        for other in participants where other !== r && mustWait(r, for: other) {
            switch other.state {
            case .possible: return .defer
            case .failed: continue
            default: return .refuse
            }
        }
        for other in participants where other !== r && (other.state.isActive || other.state == .ended) {
            if !Self.simultaneous(r, other) { return .refuse }
        }
        return .allow
    }

    func stateDidChange(_ r: GestureRecognizer, from old: GestureRecognizerState) {
        onStateChange?(r, r.state)
        if old == .possible && (r.state == .began || r.state == .ended) {
            // The winner: those still possible that cannot join it lose.
            for other in participants where other !== r && other.state == .possible && !Self.simultaneous(r, other) {
                if mustWait(other, for: r) || other.pendingState == nil {
                    other.applyState(.failed)
                }
            }
            if r.cancelsTouchesInView { onCancelTouches?() }
        }
        if r.state == .failed {
            // Whoever waited for this one to fail may go now.
            for other in participants where other !== r && other.state == .possible {
                if let pending = other.pendingState, mustWait(other, for: r) {
                    other.pendingState = nil
                    other.setState(pending)
                }
            }
        }
    }

    private func mustWait(_ r: GestureRecognizer, for other: GestureRecognizer) -> Bool {
        r.failureRequirements.contains { $0.recognizer === other }
            || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) == true
    }

    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}
