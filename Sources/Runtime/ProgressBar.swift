/// The text of a progress bar on one terminal line, e.g.
/// `video [=========>          ] 120/250 frames  48%`: pure, so tests read it.
public enum ProgressBar {
    /// `done` of `total` (both clamped to sense), with a bar `width` characters wide. The
    /// percentage is rounded down, so 100% means done.
    public static func line(label: String, done: Int, total: Int, unit: String = "frames", width: Int = 30) -> String {
        let total = max(0, total)
        let done = min(max(0, done), total)
        let width = max(1, width)
        let fraction = total == 0 ? 1 : Double(done) / Double(total)
        let filled = Int((fraction * Double(width)).rounded(.down))
        var bar = String(repeating: "=", count: filled)
        if filled < width { bar += ">" + String(repeating: " ", count: width - filled - 1) }
        let percent = total == 0 ? 100 : done * 100 / total
        let count = "\(done)/\(total) \(unit)"
        let shown = String(repeating: " ", count: max(0, 3 - String(percent).count)) + "\(percent)%"
        return "\(label) [\(bar)] \(count) \(shown)"
    }
}
