import Compositor
import DevTools
import Host

/// The course of the running transition, frame by frame as the engine ran it: what the
/// timeline strip plots, and what the scene's layers showed at each frame, so a frozen
/// transition can be shown at any of its frames and back. It keeps the frames of steps that
/// were not idle (the same in a live run and its replay, so a recorded playhead replays),
/// from the transition's first frame, at most `capacity` (the oldest go first).
@MainActor
public final class TransitionTimeline {
    public struct Frame {
        public let sample: TimelineSample
        public let snapshot: PresentationSnapshot
    }

    /// 20 seconds at 60 Hz: a 2 s transition slowed tenfold.
    public static let capacity = 1200
    public private(set) var frames = FrameRing<Frame>(capacity: TransitionTimeline.capacity)
    /// Whether a transition runs and the last frame is the one the engine shows: only then
    /// can its frames be shown in place of it.
    public private(set) var isLive = false
    private var sampler = TimelineSampler()

    public init() {}

    public var samples: [TimelineSample] { frames.map(\.sample) }

    /// Adds the frame a step just made, or ends the course when no transition runs.
    func record(_ driver: FrameDriver) {
        let shell = driver.shell
        guard shell.isTransitioning else {
            isLive = false
            return
        }
        if !isLive {
            frames.removeAll()
            isLive = true
            sampler.begin(driver)
        }
        // Most frames hold the layers the last one did: its storage sizes and its layers are
        // taken again.
        frames.append(Frame(sample: sampler.sample(driver), snapshot: PresentationSnapshot(roots: driver.sceneLayers, after: frames.last?.snapshot)))
    }

    /// Ends the course: its frames no longer match the scene (laid out at another size).
    func endCourse() { isLive = false }
}
