import Gestures
import Sessions

/// Freezing the engine at the frame shown (key F), and resuming it from there (F again, or
/// Escape). A freeze is an input event: recorded, replayed, and applied only once however
/// often it comes.
extension FrameDriver {
    /// Whether the engine's clock stands still at the frame shown (a resume asked for takes
    /// effect at the next step).
    public var isFrozen: Bool { frame.isHeld && !resumesAtNextStep }

    /// Asks for a freeze or resume: see `freezeRequests`.
    public func requestFreeze(_ action: FreezeAction) {
        if let freezeRequests { freezeRequests(action) } else { applyFreeze(action, at: frameClock.now) }
    }

    /// Freezes at the last frame a step showed, or resumes from it; a resume lets go, where
    /// the scene last saw them, the presses it followed that went up meanwhile.
    func applyFreeze(_ action: FreezeAction, at time: Double) {
        switch action {
        case .freeze:
            guard !isFrozen else { return }
            // Frozen again before the resume took effect: it stays as it was.
            if resumesAtNextStep { resumesAtNextStep = false } else { frame.hold(at: shownAnimationTime) }
            shell.showFreeze(true)
        case .resume:
            guard isFrozen else { return }
            // Time goes on from the next step's frame time (events may come before a frame
            // begins, as in the test harness), so that step shows the frozen frame again.
            resumesAtNextStep = true
            shell.showFreeze(false)
            for end in heldPointers.releases(at: time) {
                heldPointers.delivered(end)
                window.send(end)
            }
        }
    }

    /// The keys of a frozen engine: F and Escape resume; the rest wait (the scene must hold
    /// its frame), except those the caller handles (the overlay's D). True when consumed.
    func handleFrozenKey(_ k: KeyEvent) -> Bool {
        switch k.key {
        case "f" where !k.isRepeat, "escape":
            requestFreeze(.resume)
            return true
        default:
            return false
        }
    }
}
