/// A moment marked through a plot's panels with a label in the band above them: a release
/// decision (with a dot where it left the progress) or a recorded parameter change.
struct PlotMarker {
    let time: Double
    let label: String
    let color: String
    let dash: String
    /// Progress to mark with a dot, if any.
    let dot: Double?
}
