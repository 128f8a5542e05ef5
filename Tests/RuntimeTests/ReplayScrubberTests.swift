import Geometry
import Gestures
import Runtime
import Scenes
import SegueTesting
import Testing
import Views
import DemoTesting
import DevTools

/// The strip of a paused windowed replay asks for the frame under a press on it, and for the
/// frame nearest the pointer while that press drags, wherever it goes; nothing else does.
@MainActor
struct ReplayScrubberTests {
    @Test func aPressAndItsDragAskForFrames() throws {
        let window = Window(size: Size(width: 640, height: 400), textMeasurer: try SceneHarness.resources().fonts)
        let course = (0..<50).map { TimelineSample(time: Double($0) / 60, progress: Double($0) / 49) }
        let scrubber = ReplayScrubber(course: course)
        let press = PointerEvent(phase: .down, location: Point(x: 300, y: 390), timestamp: 0)
        #expect(scrubber.frame(for: press) == nil, "a strip not shown takes no press")
        scrubber.show(in: window, playhead: 10)
        #expect(scrubber.playhead == 10)
        #expect(scrubber.strip.frame.maxY == 400 && scrubber.strip.frame.width == 640)
        let area = scrubber.strip.plotArea
        func at(_ k: Int, y: Double? = nil) -> Point {
            scrubber.strip.convert(Point(x: area.x(k), y: y ?? area.rect.midY), to: nil)
        }
        #expect(scrubber.frame(for: PointerEvent(phase: .down, location: Point(x: 320, y: 100), timestamp: 0)) == nil, "a press above the strip")
        #expect(scrubber.frame(for: PointerEvent(phase: .move, location: at(30), timestamp: 0)) == nil, "a move with no press")
        #expect(scrubber.frame(for: PointerEvent(phase: .down, location: at(40), timestamp: 0)) == 40)
        // The drag leaves the strip upwards and to the left of its plot: the nearest frame.
        #expect(scrubber.frame(for: PointerEvent(phase: .move, location: at(25, y: -200), timestamp: 0)) == 25)
        #expect(scrubber.frame(for: PointerEvent(phase: .move, location: Point(x: -50, y: 10), timestamp: 0)) == 0)
        #expect(scrubber.frame(for: PointerEvent(phase: .up, location: Point(x: -50, y: 10), timestamp: 0)) == nil)
        #expect(scrubber.frame(for: PointerEvent(phase: .move, location: at(30), timestamp: 0)) == nil, "a move after the press let go")
        scrubber.hide()
        #expect(scrubber.playhead == nil && scrubber.strip.superview == nil)
    }
}
