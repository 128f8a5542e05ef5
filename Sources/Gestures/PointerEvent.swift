import Geometry

/// One pointer sample in window points, stamped in seconds on the engine's clock.
public struct PointerEvent: Hashable, Sendable {
    public var phase: PointerPhase
    /// Distinguishes simultaneous touches; the mouse is pointer 0.
    public var pointerID: Int
    public var location: Point
    /// Bit 0: primary button (or a touch in contact).
    public var buttons: UInt32
    public var timestamp: Double
    public var source: PointerSource

    public init(phase: PointerPhase, pointerID: Int = 0, location: Point, buttons: UInt32 = 1, timestamp: Double, source: PointerSource = .mouse) {
        self.phase = phase
        self.pointerID = pointerID
        self.location = location
        self.buttons = buttons
        self.timestamp = timestamp
        self.source = source
    }

    public var isPressed: Bool { buttons & 1 != 0 }
}
