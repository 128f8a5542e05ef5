/// Where a run ended: the scene, its navigation stack and presented controller, how many
/// transitions completed and were cancelled, and how many frames were drawn.
public struct SessionSummary: Equatable, Sendable {
    public var scene: String
    public var stack: [String]
    public var presented: String?
    public var completedTransitions: Int
    public var cancelledTransitions: Int
    public var frames: Int

    public init(scene: String, stack: [String], presented: String?, completedTransitions: Int, cancelledTransitions: Int, frames: Int) {
        self.scene = scene
        self.stack = stack
        self.presented = presented
        self.completedTransitions = completedTransitions
        self.cancelledTransitions = cancelledTransitions
        self.frames = frames
    }
}
