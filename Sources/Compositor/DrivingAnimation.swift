/// An animation that drove a layer's values at a frame: which one (its `serial`) and the
/// properties it wrote. A `PresentationSnapshot` keeps them per layer, so the timeline
/// inspector can mark where each animation of a transition began and ended.
public struct DrivingAnimation: Hashable, Sendable {
    public let serial: Int
    public let properties: AnimatedProperties

    public init(serial: Int, properties: AnimatedProperties) {
        self.serial = serial
        self.properties = properties
    }
}
