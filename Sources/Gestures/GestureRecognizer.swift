import Geometry

/// The base of all recognizers (UIKit's UIGestureRecognizer): a state machine fed pointer
/// events in window points by a `GestureArena`, with targets called on every change of
/// state. Subclasses override the `pointer...` methods and set `state`; the arena decides
/// whether a request to begin is granted (delegate, failure requirements, exclusivity).
@MainActor
open class GestureRecognizer {
    public var isEnabled = true {
        didSet { if !isEnabled && state.isActive { state = .cancelled } }
    }
    public weak var delegate: GestureRecognizerDelegate?
    /// The view it is attached to, for coordinates.
    public internal(set) weak var view: CoordinateSpace?
    /// A name for logs and the debug overlay.
    public var name: String
    /// When it recognizes, the view under the pointer stops receiving this press (a pan
    /// cancels the button press under it).
    public var cancelsTouchesInView = true

    private var targets: [(GestureRecognizer) -> Void] = []
    private(set) var failureRequirements: [Weak] = []
    weak var arena: GestureArena?
    /// The last event's location, in window points.
    public internal(set) var locationInWindow: Point = .zero
    /// The last event's time.
    public internal(set) var lastTimestamp: Double = 0
    /// The window's size in points, set by the arena at each press (for edge strips).
    public internal(set) var windowSize = Size.zero

    struct Weak {
        weak var recognizer: GestureRecognizer?
    }

    public init(name: String? = nil) {
        self.name = name ?? String(describing: type(of: self))
    }

    /// Attaches to a coordinate space (a view does this in `addGestureRecognizer`).
    public func attach(to view: CoordinateSpace?) { self.view = view }

    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) { targets.append(action) }

    /// This recognizer begins only after `other` has failed.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self else { return }
        failureRequirements.append(Weak(recognizer: other))
    }

    public private(set) var state: GestureRecognizerState = .possible

    /// Requests a new state. Beginning (or recognizing) goes through the arena, which may
    /// refuse it (the recognizer then fails) or defer it (waiting for another to fail).
    public func setState(_ new: GestureRecognizerState) {
        guard new != state || new == .changed else { return }
        if state == .possible && (new == .began || new == .ended) {
            if let arena {
                switch arena.decideBegin(self) {
                case .allow: break
                case .refuse:
                    applyState(.failed)
                    return
                case .defer:
                    pendingState = new
                    return
                }
            } else if delegate?.gestureRecognizerShouldBegin(self) == false {
                applyState(.failed)
                return
            }
        }
        applyState(new)
    }

    /// A begin that waits for required failures.
    @_spi(Testing) public internal(set) var pendingState: GestureRecognizerState?

    func applyState(_ new: GestureRecognizerState) {
        let old = state
        state = new
        pendingState = nil
        if new == .failed || new == .possible { return arena?.stateDidChange(self, from: old) ?? () }
        for t in targets { t(self) }
        arena?.stateDidChange(self, from: old)
    }

    public func location(in space: CoordinateSpace?) -> Point {
        space?.convertFromWindow(locationInWindow) ?? locationInWindow
    }

    /// Back to `possible` with no memory of the last sequence. Subclasses clear their own state.
    open func reset() {
        state = .possible
        pendingState = nil
    }

    // MARK: Input (window points)

    open func pointerBegan(_ event: PointerEvent) {}
    open func pointerMoved(_ event: PointerEvent) {}
    open func pointerEnded(_ event: PointerEvent) {}
    /// The system took the pointer away: an active recognizer is cancelled, a possible one fails.
    open func pointerCancelled(_ event: PointerEvent) {
        if state.isActive { setState(.cancelled) } else if state == .possible { setState(.failed) }
    }

    /// Called by the arena before each event.
    func record(_ event: PointerEvent) {
        locationInWindow = event.location
        lastTimestamp = event.timestamp
    }

    /// Called each frame while it is possible, for recognizers that fail after a while. A
    /// recognizer that overrides it says when it may act on it in `waitsOnTime`.
    open func timeDidPass(_ time: Double) {}

    /// Whether `timeDidPass` may change anything now (a tap waiting for its second tap): a
    /// frame with no input and nothing else moving is then not idle, and a recording keeps
    /// its frame line. False for recognizers that do nothing with time.
    open var waitsOnTime: Bool { false }
}
