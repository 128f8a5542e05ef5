/// Identifies a border ring's shape for the contour cache (sizes in 1/64 pt).
struct BorderKey: Hashable {
    let width: Int32
    let height: Int32
    let radius: Int32
    let lineWidth: Int32

    init(width: Double, height: Double, radius: Double, lineWidth: Double) {
        self.width = Int32(clamping: Int((width * 64).rounded()))
        self.height = Int32(clamping: Int((height * 64).rounded()))
        self.radius = Int32(clamping: Int((max(0, radius) * 64).rounded()))
        self.lineWidth = Int32(clamping: Int((lineWidth * 64).rounded()))
    }
}
