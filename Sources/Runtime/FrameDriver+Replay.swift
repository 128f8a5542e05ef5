import Sessions
import Motion

extension FrameDriver {
    /// Sets a driver up to replay a recording made under `header`: parameter changes and
    /// freezes come from the recording's own events, not from the keys again; the parameters
    /// named in `pinned` (given on the command line) hold against the recording's changes;
    /// a recording made with slow animations runs its animations at a tenth of the speed.
    func prepareForReplay(of header: SessionHeader, pinned: Set<String> = []) {
        parameterChanges = { _ in }
        freezeRequests = { _ in }
        pinnedParameters = pinned
        if header.slowAnimations { animationClock.rate = 0.1 }
    }
}
