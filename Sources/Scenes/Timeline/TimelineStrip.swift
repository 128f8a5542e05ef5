import Geometry
import Views

/// The strip over the bottom of a frozen scene (key F): it says the engine is frozen and how
/// to resume. It lies over the scene rather than beside it, so the scene keeps the size (and
/// so the exact frame) it was frozen at.
@MainActor
public final class TimelineStrip: View {
    public static let height = 132.0
    private let heading = Label(text: "Frozen · F or Escape resumes", font: .bold(13), color: .white)

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.92)
        heading.isUserInteractionEnabled = false
        addSubview(heading)
    }

    public override func layoutSubviews() {
        heading.frame = Rect(x: 12, y: 8, width: max(0, bounds.width - 24), height: 18)
    }
}
