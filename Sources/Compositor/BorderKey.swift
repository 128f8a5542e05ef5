/// Identifies a border ring's shape for the contour cache: its exact size, radius and line
/// width, all the ring is made from (so it does not depend on which near-identical ring was
/// drawn first).
struct BorderKey: Hashable {
    let width: Double
    let height: Double
    let radius: Double
    let lineWidth: Double

    init(width: Double, height: Double, radius: Double, lineWidth: Double) {
        self.width = width
        self.height = height
        self.radius = max(0, radius)
        self.lineWidth = lineWidth
    }
}
