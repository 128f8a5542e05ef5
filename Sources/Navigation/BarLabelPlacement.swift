/// Where one label of the navigation bar shows during a transition, relative to where it
/// rests: moved along the bar by `dx`, scaled about its centre by `scale`, at `alpha`.
public struct BarLabelPlacement: Equatable, Sendable {
    public var dx: Double
    public var scale: Double
    public var alpha: Double

    public static let resting = BarLabelPlacement(dx: 0, scale: 1, alpha: 1)
    public static let gone = BarLabelPlacement(dx: 0, scale: 1, alpha: 0)

    public init(dx: Double, scale: Double, alpha: Double) {
        self.dx = dx
        self.scale = scale
        self.alpha = alpha
    }
}
