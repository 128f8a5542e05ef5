import Geometry
import Compositor
import Gestures
import Sessions
import DevTools
import Host
import Motion
import Views

/// Freezing the engine at the frame shown (key F), scrubbing a frozen transition through its
/// recorded course (the timeline strip: a drag, Left, Right), and resuming from the frozen
/// frame (F again, or Escape). Each is an input event: recorded, replayed, and applied only
/// once however often it comes.
extension FrameDriver {
    /// Whether the engine's clock stands still at the frame shown (a resume asked for takes
    /// effect at the next step).
    public var isFrozen: Bool { frame.isHeld && !resumesAtNextStep }

    /// Whether the frozen scene can show other frames: a transition was running at the
    /// freeze, and the timeline holds its course up to the frozen frame.
    public var canScrub: Bool { isFrozen && timeline.isLive && !timeline.frames.isEmpty }

    /// Asks for a freeze, resume or playhead move: see `freezeRequests`.
    public func requestFreeze(_ action: FreezeAction) {
        if let freezeRequests { freezeRequests(action) } else { applyFreeze(action, at: frameClock.now) }
    }

    func applyFreeze(_ action: FreezeAction, at time: Double) {
        switch action {
        case .freeze: freeze()
        case .resume: resume(at: time)
        case .show(let k):
            guard canScrub else { return }
            let shown = min(max(0, k), timeline.frames.count - 1)
            showTimelineFrame(shown)
            playhead = shown
            shell.timelineStrip?.show(samples: timeline.samples, playhead: shown)
            refreshInspection()
            refreshOnionSkin()
        case .onion(let on):
            guard isFrozen, on != showsOnionSkin else { return }
            showsOnionSkin = on
            refreshOnionSkin()
        }
    }

    /// Shows frame `k` of the timeline: the frozen frame first, so a layer that frame lacks
    /// keeps what it showed there.
    func showTimelineFrame(_ k: Int) {
        frozenFrame?.restore()
        timeline.frames[k].snapshot.restore()
    }

    /// A frozen scene about to be laid out at another size: it shows the frozen frame again,
    /// and its recorded frames (laid out at the old size) can no longer be shown, nor put
    /// back at the resume: the layout decides what the scene shows from here.
    func frozenSceneWillResize() {
        frozenFrame?.restore()
        frozenFrame = nil
        timeline.endCourse()
        playhead = nil
        scrubbingPointer = nil
        showsOnionSkin = false
        shell.showOnionSkin(nil)
        shell.timelineStrip?.show(samples: [], playhead: nil)
        inspect(inspectedLayer)
    }

    /// Freezes at the last frame a step showed.
    private func freeze() {
        guard !isFrozen else { return }
        // Frozen again before a resume took effect: it stays as it was.
        if resumesAtNextStep {
            resumesAtNextStep = false
        } else {
            frame.hold(at: shownAnimationTime)
            frozenFrame = PresentationSnapshot(roots: sceneLayers)
        }
        // The strip keeps off what the transition moved since its first frame, where it can.
        let moved = canScrub ? frozenFrame?.layersMoved(since: timeline.frames[0].snapshot) ?? [] : []
        shell.showFreeze(true, moved: moved.map(FrameDriver.shownFrame(of:)))
        beginInspection()
        playhead = canScrub ? timeline.frames.count - 1 : nil
        shell.timelineStrip?.show(samples: canScrub ? timeline.samples : [], playhead: playhead)
        refreshOnionSkin()
    }

    /// Shows the frozen frame again and lets time go on from it at the next step; the presses
    /// the scene followed that went up meanwhile are let go, where it last saw them.
    private func resume(at time: Double) {
        guard isFrozen else { return }
        frozenFrame?.restore()
        frozenFrame = nil
        playhead = nil
        scrubbingPointer = nil
        // The clock is released at the next step, after that frame's time is set (events may
        // come before a frame begins, as in the test harness), so it shows the frozen frame.
        resumesAtNextStep = true
        showsOnionSkin = false
        endInspection()
        shell.showFreeze(false)
        for end in heldPointers.releases(at: time) {
            heldPointers.delivered(end)
            window.send(end)
        }
    }

    /// A pointer while frozen: a press on the strip, and its moves, ask for the frame under
    /// it; a press elsewhere chooses a layer to inspect.
    func scrub(with p: PointerEvent) {
        switch p.phase {
        case .down:
            guard scrubbingPointer == nil else { return }
            guard let strip = shell.timelineStrip, strip.bounds.contains(strip.convertFromWindow(p.location)) else { return pick(at: p.location) }
            // The strip takes its presses, with or without a course to scrub.
            guard canScrub, let k = strip.frame(at: p.location) else { return }
            scrubbingPointer = p.pointerID
            requestFreeze(.show(frame: k))
        case .move:
            guard p.pointerID == scrubbingPointer, let k = shell.timelineStrip?.frameNearest(p.location), k != playhead else { return }
            requestFreeze(.show(frame: k))
        case .up, .cancel:
            if p.pointerID == scrubbingPointer { scrubbingPointer = nil }
        }
    }

    /// The keys of a frozen engine: F and Escape resume, Left and Right step the playhead a
    /// frame, Up and Down choose the layer inspected, Shift shows the onion skin while held;
    /// the rest wait (the scene must hold its frame), except those the caller handles
    /// (the overlay's D). True when consumed.
    func handleFrozenKey(_ k: KeyEvent) -> Bool {
        switch k.key {
        case "f" where !k.isRepeat, "escape":
            requestFreeze(.resume)
        case "left shift", "right shift":
            if !k.isRepeat { requestFreeze(.onion(true)) }
        case "up", "down":
            stepInspection(by: k.key == "up" ? -1 : 1)
        case "left", "right":
            guard canScrub, let at = playhead else { return true }
            let next = at + (k.key == "left" ? -1 : 1)
            if next >= 0 && next < timeline.frames.count { requestFreeze(.show(frame: next)) }
        default:
            return false
        }
        return true
    }

    /// Where `layer` shows in the window as it is now: its presentation bounds inside every
    /// ancestor (and itself) that clips to its bounds.
    static func shownFrame(of layer: Layer) -> Rect {
        var frame = layer.convert(layer.presentation.bounds, to: nil)
        var clipping: Layer? = layer
        while let l = clipping, !frame.isNull {
            if l.masksToBounds { frame = frame.intersection(l.convert(l.presentation.bounds, to: nil)) }
            clipping = l.superlayer
        }
        return frame
    }
}
