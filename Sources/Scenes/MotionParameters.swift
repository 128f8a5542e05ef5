import Motion

/// The Motion lab's parameters: its layer animation (2 s, the logo spinning ease-in while
/// the stage's tint changes linearly) and its property animator (1.5 s ease-in-out). They
/// are read when the scene opens.
@_spi(Testing) public enum MotionParameters {
    static let layerDuration = SpecParameter.seconds("motion.layer.duration", 2, "The layer animation the stage plays and scrubs.")
    static let layerCurve = SpecParameter.curve("motion.layer.curve", .easeIn, "How the logo spins and grows.")
    static let tintCurve = SpecParameter.curve("motion.tint.curve", .linear, "How the stage's tint changes over the layer animation.")
    static let animatorDuration = SpecParameter.seconds("motion.animator.duration", 1.5, "The property animator moving the puck.")
    static let animatorCurve = SpecParameter.curve("motion.animator.curve", .easeInOut, "How the puck moves.")

    @_spi(Testing) public static let all = [layerDuration, layerCurve, tintCurve, animatorDuration, animatorCurve]
}
