import Compositor
import Geometry
import Gestures
import Motion

/// The root view of a window: routes pointer and wheel input to the view under the pointer,
/// calls its views' display links each frame, and provides text measurement to the views in it.
@MainActor
public final class Window: View {
    /// Measures text for labels' `sizeThatFits`; set by the platform.
    public let textMeasurer: TextMeasuring?
    private var pointerTarget: View?
    private var primaryPointer: Int?
    /// A recognizer that cancels touches took the press in progress: a press taken as it
    /// went down (a grab of a transition) never reaches the view under it.
    private var pressTaken = false
    /// The parameters in effect for what the window's views do by themselves (a scroll
    /// view's physics); the app shell keeps it equal to its transition spec.
    public var spec = TransitionSpec()
    /// Pixels per point of what the window is drawn at (2 on a HiDPI display). Views that
    /// draw pictures of their own (the photo grid's thumbnails) size them with it, so a
    /// picture lands one pixel to one pixel, neither resampled nor drawn larger than shown.
    /// The stage sets it; a window drawn nowhere keeps 1. A change lays every view out
    /// again; a value that is not a positive number is refused (and reported).
    public var pixelScale: Double = 1 {
        didSet {
            guard pixelScale.isFinite, pixelScale > 0 else {
                Diagnostics.report("Window.pixelScale \(pixelScale) refused: pixels per point must be a positive number")
                pixelScale = oldValue
                return
            }
            if pixelScale != oldValue { setNeedsLayoutEverywhere(self) }
        }
    }
    /// False when the window is drawn nowhere (a replay that checks digests only): views that
    /// draw pictures of their own (the photos) leave their pixels undrawn, and hold and lay
    /// out the same things as with pixels. The stage sets it before the scene is made.
    public var drawsPixels = true
    /// Decides between the recognizers on each press.
    public let gestureArena = GestureArena()
    /// Display links running, in the order they started, and a scratch copy to call them
    /// from (`Window+DisplayLinks`).
    var displayLinks: [DisplayLink] = []
    var firingLinks: [DisplayLink] = []

    public init(size: Size, textMeasurer: TextMeasuring?) {
        self.textMeasurer = textMeasurer
        super.init(frame: Rect(size: size))
        backgroundColor = .white
        gestureArena.onCancelTouches = { [unowned self] in self.cancelPointerTarget() }
    }

    /// The recognizers that see a press on `view`: its own first, then its ancestors'.
    func recognizerChain(from view: View?) -> [GestureRecognizer] {
        var chain: [GestureRecognizer] = []
        var v = view
        while let current = v {
            chain.append(contentsOf: current.gestureRecognizers)
            v = current.superview
        }
        return chain
    }

    private func cancelPointerTarget() {
        pressTaken = true
        guard let t = pointerTarget else { return }
        pointerTarget = nil
        t.pointerCancelled(PointerEvent(phase: .cancel, location: .zero, buttons: 0, timestamp: 0))
    }

    private func setNeedsLayoutEverywhere(_ view: View) {
        view.setNeedsLayout()
        for sub in view.subviews { setNeedsLayoutEverywhere(sub) }
    }

    /// Lets recognizers that wait on time move on; the frame loop calls it every frame.
    public func advanceGestures(to time: Double) { gestureArena.advance(to: time) }

    /// Resizes the window's root (and so re-lays out its tree).
    public func resize(to size: Size) {
        frame = Rect(size: size)
    }

    /// Delivers a pointer event: recognizers first, then the view hit at pointer-down, which
    /// receives the whole press unless a recognizer takes it.
    public func send(_ event: PointerEvent) {
        if event.phase == .down && !gestureArena.isTracking {
            gestureArena.windowSize = bounds.size
            pressTaken = false
            gestureArena.beginPress(with: recognizerChain(from: hitTest(event.location)))
        }
        gestureArena.send(event)
        // Views follow the first pointer of a press; further touches go to recognizers only.
        if event.phase == .down {
            guard primaryPointer == nil else { return }
            primaryPointer = event.pointerID
        } else if event.pointerID != primaryPointer {
            return
        }
        switch event.phase {
        case .down:
            if let old = pointerTarget { old.pointerCancelled(event) }
            pointerTarget = pressTaken ? nil : hitTest(event.location)
            if let t = pointerTarget { t.pointerBegan(event, at: t.convert(event.location, from: self)) }
        case .move:
            if let t = pointerTarget { t.pointerMoved(event, at: t.convert(event.location, from: self)) }
        case .up:
            primaryPointer = nil
            if let t = pointerTarget {
                pointerTarget = nil
                t.pointerEnded(event, at: t.convert(event.location, from: self))
            }
        case .cancel:
            primaryPointer = nil
            if let t = pointerTarget {
                pointerTarget = nil
                t.pointerCancelled(event)
            }
        }
    }

    /// Delivers a wheel event to the view under the pointer (and up its chain).
    @discardableResult
    public func send(_ event: WheelEvent) -> Bool {
        guard let v = hitTest(event.location) else { return false }
        return v.scrollWheel(event)
    }

    func viewWasRemoved(_ view: View) {
        if let t = pointerTarget, t.isDescendant(of: view) || t === view {
            pointerTarget = nil
            t.pointerCancelled(PointerEvent(phase: .cancel, location: .zero, buttons: 0, timestamp: 0))
        }
        // Recognizers of the views that left (or were freed) stop here, before their targets go.
        gestureArena.withdraw { r in (r.view as? View).map { $0.isDescendant(of: view) } ?? true }
        detachDisplayLinks(leaving: view)
    }
}
