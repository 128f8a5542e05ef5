import Motion
import Navigation

/// Modal zoom's parameters (seed 004): the page grows out of its icon over 3 s ease-in-out
/// (slow, to watch it) and back; a drag down finishes the dismissal from half-way.
@_spi(Testing) public enum ModalZoomParameters {
    @_spi(Testing) public static let duration = SpecParameter.seconds("modal-zoom.duration", 3, "The zoom out of the icon and back.")
    static let curve = SpecParameter.curve("modal-zoom.curve", .easeInOut, "How the page grows and shrinks.")
    static let threshold = SpecParameter.number("modal-zoom.release.threshold", ReleaseRule.threshold, .progress, 0.01...0.99,
        "How far a drag down must have taken the dismissal for a release to finish it.")

    @_spi(Testing) public static let all = [duration, curve, threshold]
}
