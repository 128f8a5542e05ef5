import Sessions

/// Feeds a recorded session to a frame driver: the events before each frame line are
/// applied at that frame's time, then the frame is stepped and handed to `onFrame`.
@MainActor
struct SessionPlayer {
    let reader: SessionReader
    let driver: FrameDriver

    /// Plays to the end (or until `onFrame` returns false). `onEvent` sees each event as it
    /// is applied; `onFrame` gets the frame's index, time and recorded digest.
    func play(onEvent: (SessionEvent) -> Void = { _ in }, onFrame: (Int, Double, String) -> Bool) throws(SessionError) {
        var pending: [SessionEvent] = []
        while let record = try reader.next() {
            switch record {
            case .event(let e):
                pending.append(e)
            case .frame(let index, let time, let digest):
                driver.beginFrame(at: time)
                for e in pending {
                    driver.apply(e)
                    onEvent(e)
                }
                pending.removeAll(keepingCapacity: true)
                driver.step()
                if !onFrame(index, time, digest) { return }
            case .header, .end:
                break
            }
        }
    }
}
