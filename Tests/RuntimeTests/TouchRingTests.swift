import Geometry
import Gestures
import Sessions
import Testing
@_spi(Testing) import Runtime
import Video

/// The pointer drawn over a video's frames: a soft disc by coverage, pressed or hovering,
/// and which pointers a replay's events leave on screen.
@Suite struct TouchRingTests {
    static let size = 100

    func white() -> [UInt8] { [UInt8](repeating: 255, count: Self.size * Self.size * 4) }

    func pixel(_ p: [UInt8], _ x: Int, _ y: Int) -> [UInt8] { Array(p[(y * Self.size + x) * 4..<(y * Self.size + x) * 4 + 4]) }

    @Test func aPressedRingIsALightDiscWithADarkRimAndASmoothEdge() {
        var p = white()
        TouchRing(centre: Point(x: 50, y: 50), pressed: true, scale: 1).paint(into: &p, width: Self.size, height: Self.size)
        let middle = pixel(p, 50, 50), rim = pixel(p, 71, 50), outside = pixel(p, 74, 50)
        // White under the light fill at half opacity: 0.96; the rim darker; nothing outside.
        #expect(middle[0] == 245 && middle[3] == 255, "\(middle)")
        #expect(rim[0] < 200, "\(rim)")
        #expect(outside == [255, 255, 255, 255])
        // The edge is coverage, neither fully in nor out: a pixel it crosses is between.
        var offset = white()
        TouchRing(centre: Point(x: 50.3, y: 50), pressed: true, scale: 1).paint(into: &offset, width: Self.size, height: Self.size)
        let edge = pixel(offset, 72, 50)[0]
        #expect(edge > rim[0] && edge < 255, "\(edge)")
        // The disc is round: as much changed along a diagonal as across.
        let changed = (0..<Self.size).filter { x in pixel(p, x, 50) != [255, 255, 255, 255] }.count
        #expect(changed == 44 || changed == 45, "\(changed) pixels across")
    }

    @Test func aHoveringRingIsSmallerAndFainter() {
        var pressed = white(), hovering = white()
        TouchRing(centre: Point(x: 50, y: 50), pressed: true, scale: 1).paint(into: &pressed, width: Self.size, height: Self.size)
        TouchRing(centre: Point(x: 50, y: 50), pressed: false, scale: 1).paint(into: &hovering, width: Self.size, height: Self.size)
        #expect(pixel(hovering, 50 + 12, 50) == [255, 255, 255, 255] && pixel(pressed, 50 + 12, 50) != [255, 255, 255, 255])
        #expect(pixel(hovering, 50, 50)[0] > pixel(pressed, 50, 50)[0] && pixel(hovering, 50, 50)[0] < 255)
        // At 2x it is twice as large.
        var double = white()
        TouchRing(centre: Point(x: 50, y: 50), pressed: false, scale: 2).paint(into: &double, width: Self.size, height: Self.size)
        #expect(pixel(double, 50 + 12, 50) != [255, 255, 255, 255])
    }

    @Test func aRingAtTheFramesEdgeIsCut() {
        var p = white()
        for centre in [Point(x: -5, y: 50), Point(x: 99, y: 99), Point(x: 500, y: 500)] {
            TouchRing(centre: centre, pressed: true, scale: 1).paint(into: &p, width: Self.size, height: Self.size)
        }
        #expect(pixel(p, 0, 50) != [255, 255, 255, 255] && pixel(p, 99, 99) != [255, 255, 255, 255])
    }

    func event(_ phase: PointerPhase, _ x: Double, id: Int = 0, buttons: UInt32, source: PointerSource) -> SessionEvent {
        .pointer(PointerEvent(phase: phase, pointerID: id, location: Point(x: x, y: 10), buttons: buttons, timestamp: 0, source: source))
    }

    @Test func aMouseHoversWhereItLastWentATouchThatLiftsIsGone() {
        var pointers = TouchPointers()
        pointers.observe(event(.down, 10, buttons: 1, source: .mouse))
        #expect(pointers.rings(scale: 2) == [TouchRing(centre: Point(x: 20, y: 20), pressed: true, scale: 2)])
        pointers.observe(event(.up, 30, buttons: 0, source: .mouse))
        #expect(pointers.rings(scale: 1) == [TouchRing(centre: Point(x: 30, y: 10), pressed: false, scale: 1)])
        pointers.observe(event(.down, 50, id: 3, buttons: 1, source: .touch))
        #expect(pointers.rings(scale: 1).map(\.pressed) == [false, true])
        pointers.observe(event(.up, 50, id: 3, buttons: 0, source: .touch))
        pointers.observe(event(.cancel, 30, buttons: 0, source: .mouse))
        #expect(pointers.rings(scale: 1).isEmpty)
    }
}
