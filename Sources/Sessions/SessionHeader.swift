import Geometry

/// The first line of a session: what produced it and under which conditions.
public struct SessionHeader: Equatable, Sendable {
    public static let format = "segue-session"
    public static let version = 1

    public var appVersion: String
    public var scene: String
    /// The window's size in points.
    public var windowSize: Size
    public var pixelScale: Double
    public var slowAnimations: Bool

    public init(appVersion: String, scene: String, windowSize: Size, pixelScale: Double, slowAnimations: Bool) {
        self.appVersion = appVersion
        self.scene = scene
        self.windowSize = windowSize
        self.pixelScale = pixelScale
        self.slowAnimations = slowAnimations
    }
}
