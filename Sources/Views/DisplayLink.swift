/// A view's call every frame while it needs one (UIKit's CADisplayLink): a view that
/// animates by hand (a scroll view coasting) starts its link, the window's frame step calls
/// it with the frame's animation time, and the view stops it when done. A window with no
/// running link pays nothing for links; a link is stopped, and its view told, when the view
/// leaves the window. The time is the animation clock's (slowed tenfold by S, as layer
/// animations are), and every frame, live or replayed, goes through the one frame step, so
/// what a link moves replays exactly.
@MainActor
public final class DisplayLink {
    /// The view it serves; it runs in that view's window.
    public private(set) weak var view: View?
    /// The window it runs in while started.
    public private(set) weak var window: Window?
    /// The animation time of the frame it was last called for (seconds).
    public private(set) var timestamp = 0.0
    private let action: (DisplayLink) -> Void
    private let detached: ((DisplayLink) -> Void)?

    /// A link for `view` that calls `action` each frame once started. `detached` is called
    /// when the window stops it because the view left (what the view was moving should end).
    public init(view: View, detached: ((DisplayLink) -> Void)? = nil, _ action: @escaping (DisplayLink) -> Void) {
        self.view = view
        self.action = action
        self.detached = detached
    }

    public var isRunning: Bool { window != nil }

    /// Asks for a call every frame from the next frame step on; false when the view is in no window.
    @discardableResult
    public func start() -> Bool {
        guard let w = view?.window else { return false }
        if let old = window, old !== w { old.remove(self) }
        window = w
        w.add(self)
        return true
    }

    /// No more calls.
    public func stop() {
        window?.remove(self)
        window = nil
    }

    func fire(at time: Double) {
        timestamp = time
        action(self)
    }

    /// The window stopped it: its view left.
    func detach() {
        window = nil
        detached?(self)
    }
}
