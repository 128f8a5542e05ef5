import Motion
import DevTools
import Host
import Navigation

/// Reads a `TimelineSample` from the app after a step: the time, the transition's progress,
/// the held pointer's progress, and a release and the parameters changed, each marked in the
/// first frame that sees it. The freeze's `TransitionTimeline` samples a transition's course
/// with it, and a windowed replay's `SessionCourse` the whole session's.
@MainActor
struct TimelineSampler {
    /// The drag whose release is already marked.
    private var markedRelease: Int?
    /// How many of the driver's parameter changes are already marked.
    private var markedParameterChanges = 0

    /// Starts a course: a release before it (the drag that ended the last one) is not its own.
    mutating func begin(_ driver: FrameDriver) {
        let drag = driver.shell.navigation.telemetry.interaction
        markedRelease = drag?.release != nil ? drag?.serial : nil
        markedParameterChanges = driver.parameterChangeLog.count
    }

    mutating func sample(_ driver: FrameDriver) -> TimelineSample {
        let drag = driver.shell.navigation.telemetry.interaction
        var s = TimelineSample(time: driver.frameClock.now, progress: driver.shell.transitionProgress)
        if let drag, drag.isHeld { s.pointerProgress = drag.pointerProgress }
        if let drag, let release = drag.release, markedRelease != drag.serial {
            markedRelease = drag.serial
            s.release = release.decision
        }
        let log = driver.parameterChangeLog
        if log.count > markedParameterChanges {
            s.parameterChanges = log[markedParameterChanges...].map { "\($0.name) = \(SpecParameter.describe($0.value))" }
            markedParameterChanges = log.count
        }
        return s
    }
}
