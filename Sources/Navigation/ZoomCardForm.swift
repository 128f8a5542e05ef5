import Geometry
import Motion

/// How a zoom's card looks at its progress toward its source `q` (0: the page in full, 1: on
/// the source), as iOS Photos' card does: the page's chrome fades out as the card forms; the
/// card narrows from the whole page to its content (the picture) and rounds its corners;
/// what is behind is dimmed, black in full, clearing as the card goes and gone as it lands;
/// and near the source the card fades into a still of the source, so the swap for the source
/// at landing changes no pixel.
public struct ZoomCardForm: Equatable, Sendable {
    /// The card's progress toward its source.
    public var progress: Double

    /// Formed by this progress: chrome gone, the card hugging its content, rounded.
    public static let formed = 0.25
    /// From this progress on the card fades into the source's still and its corners turn
    /// into the source's.
    public static let landing = 0.7
    /// The corner radius of the formed card (points, in the container).
    public static let radius = 12.0

    public init(progress: Double) { self.progress = min(1, max(0, progress.isFinite ? progress : 0)) }

    private static func ramp(_ value: Double, from start: Double, to end: Double) -> Double {
        min(1, max(0, (value - start) / (end - start)))
    }

    private var forming: Double { Self.ramp(progress, from: 0, to: Self.formed) }
    private var landing: Double { Self.ramp(progress, from: Self.landing, to: 1) }

    /// The opacity of the page's chrome (a Done button), times its own.
    public var chromeAlpha: Double { 1 - forming }

    /// The opacity of the black over what is behind the card.
    public var dimming: Double { 1 - progress }

    /// The opacity of the source's still over the card's page.
    public var landingAlpha: Double { landing }

    /// The card's shape in the clip: from the clip's bounds (in full) to the content as
    /// shown, within the clip.
    public func shape(clip: Rect, content: Rect) -> Rect {
        let hugged = clip.intersection(content)
        guard !hugged.isEmpty else { return clip }
        return Rect.interpolate(clip, hugged, forming)
    }

    /// The card's corner radius: square in full, `radius` once formed, the source's as it lands.
    public func cornerRadius(source: Double) -> Double {
        Self.radius * forming + (source - Self.radius * forming) * landing
    }
}
