import DevTools

/// A whole recorded session's course, one `TimelineSample` per frame line, as a windowed
/// replay's timeline strip plots it: found by replaying the session once without pixels
/// on a stage of its own before the replay shows its first frame.
@MainActor
enum SessionCourse {
    /// `stage` has stepped nothing yet (and is left at the session's end); `prepare` sets
    /// its driver up as the replay's.
    static func samples(of file: String, on stage: Stage, prepare: @escaping (FrameDriver) -> Void) throws(ReplayFailure) -> [TimelineSample] {
        let seeker = SessionSeeker(file: file, reader: try SessionSeeker.open(file, app: stage.app), stage: stage, prepare: prepare)
        var sampler = TimelineSampler()
        sampler.begin(stage.driver)
        var samples: [TimelineSample] = []
        while try seeker.step() != nil { samples.append(sampler.sample(stage.driver)) }
        return samples
    }
}
