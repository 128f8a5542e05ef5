import Geometry
import Gestures
import DevTools
import Views

/// The timeline strip of a paused windowed replay: the whole session's course (one sample
/// per frame line) under a playhead at the frame shown, over the window's bottom. A press on
/// the strip asks for the frame under it, and its drag for the frame nearest the pointer,
/// wherever it goes; the replay then shows that frame (`SessionSeeker`). The strip lies over
/// the scene's window but takes no part in its hit-testing: a recorded press under it reaches
/// the scene (it once took them, and a paused replay stepped on stopped verifying).
@MainActor
public final class ReplayScrubber {
    public let strip = TimelineStrip(title: "Paused", hint: "Drag or Left/Right to step · Space plays · Q quits")
    /// The pointer dragging the playhead.
    private var dragging: Int?

    public init(course: [TimelineSample]) {
        strip.show(samples: course, playhead: nil)
        // The user's presses on the strip come through `frame(for:)`; the recorded ones the
        // replay applies go to the scene under it, as they did when recorded.
        strip.isUserInteractionEnabled = false
    }

    /// The frame the playhead is on, while shown.
    public var playhead: Int? { strip.superview == nil ? nil : strip.playheadFrame }

    /// Lays the strip over `window`'s bottom with the playhead at `frame`.
    public func show(in window: Window, playhead frame: Int?) {
        if strip.superview !== window {
            strip.removeFromSuperview()
            window.addSubview(strip)
        }
        window.bringSubviewToFront(strip)
        let h = min(TimelineStrip.height, window.bounds.height)
        strip.frame = Rect(x: 0, y: window.bounds.height - h, width: window.bounds.width, height: h)
        strip.show(samples: strip.samples, playhead: frame)
        // Laid out here, not by the window's: a replay draws between its frame steps, and only
        // the strip may change there.
        strip.layoutIfNeeded()
    }

    public func hide() {
        strip.removeFromSuperview()
        dragging = nil
    }

    /// The frame a pointer event asks for, if any: a press on the strip, and the moves of
    /// that press.
    public func frame(for p: PointerEvent) -> Int? {
        guard strip.superview != nil else { return nil }
        switch p.phase {
        case .down:
            guard dragging == nil, let k = strip.frame(at: p.location) else { return nil }
            dragging = p.pointerID
            return k
        case .move:
            return p.pointerID == dragging ? strip.frameNearest(p.location) : nil
        case .up, .cancel:
            if p.pointerID == dragging { dragging = nil }
            return nil
        }
    }
}
