import Geometry
import Gestures
import Sessions
import Video

/// The pointers a replay's events leave on screen, for a video's `TouchRing`s: each pressed
/// pointer, and a mouse (or trackpad) pointer hovering where it last went; a touch that
/// lifts, and any pointer cancelled, leaves nothing.
@_spi(Testing) public struct TouchPointers {
    private var pointers: [Int: PointerEvent] = [:]

    @_spi(Testing) public init() {}

    @_spi(Testing) public mutating func observe(_ event: SessionEvent) {
        guard case .pointer(let p) = event else { return }
        let gone = p.phase == .cancel || (p.phase == .up && p.source == .touch)
        pointers[p.pointerID] = gone ? nil : p
    }

    /// The rings to draw over a frame drawn at `scale` pixels a point, in pointer order.
    @_spi(Testing) public func rings(scale: Double) -> [TouchRing] {
        pointers.keys.sorted().compactMap { id in
            pointers[id].map { p in
                TouchRing(centre: Point(x: p.location.x * scale, y: p.location.y * scale), pressed: p.isPressed, scale: scale)
            }
        }
    }
}
