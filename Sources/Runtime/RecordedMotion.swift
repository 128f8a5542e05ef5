import Sessions

/// What was moving in a session as recorded, found by replaying it under the recorded
/// parameters without pixels: the state after each frame line's step and before the first,
/// and the name of each input (by its place among the session's events). A counterfactual
/// replay (`ReanchoredPlayer`) re-anchors the inputs recorded at rest with it and compares
/// the state each input arrives in with the recorded one.
public struct RecordedMotion: Sendable, Equatable {
    /// The state before the first frame was stepped.
    public private(set) var initial: MotionState = .rest
    /// The state after each frame line's step, by frame index.
    public private(set) var states: [MotionState] = []
    /// The name of each input (a press or a key), by the event's place in the session.
    public private(set) var names: [Int: String] = [:]
    private var events = 0

    public init() {}

    /// The state the events of frame `index` were applied in (after the step before it).
    public func before(_ index: Int) -> MotionState {
        index == 0 ? initial : index - 1 < states.count ? states[index - 1] : .rest
    }

    /// The state after frame `index`'s step.
    public func after(_ index: Int) -> MotionState { index < states.count ? states[index] : .rest }

    /// Whether the recorded app came to rest at frame `index`: moving before its step, and
    /// nothing moving after it.
    public func isRestPoint(_ index: Int) -> Bool { before(index).isMoving && !after(index).isMoving }

    public func name(ofEvent place: Int) -> String? { names[place] }

    // MARK: Recording (the replay under the recorded parameters)

    @MainActor mutating func start(_ driver: FrameDriver) { initial = driver.motion }

    @MainActor mutating func observe(_ event: SessionEvent, driver: FrameDriver) {
        if let name = driver.inputName(event) { names[events] = name }
        events += 1
    }

    @MainActor mutating func observeFrame(_ index: Int, driver: FrameDriver) {
        if index == states.count { states.append(driver.motion) }
    }
}
