import Geometry
import Motion

/// The first line of a session: what produced it and under which conditions.
public struct SessionHeader: Equatable, Sendable {
    public static let format = "segue-session"
    /// 2 added the spec in effect (`spec`) and `parameter` events; version 1 sessions
    /// replay under the defaults.
    public static let version = 2

    public var appVersion: String
    public var scene: String
    /// The window's size in points.
    public var windowSize: Size
    public var pixelScale: Double
    public var slowAnimations: Bool
    /// The transition parameters in effect when the recording began.
    public var spec: TransitionSpec

    public init(appVersion: String, scene: String, windowSize: Size, pixelScale: Double, slowAnimations: Bool, spec: TransitionSpec = TransitionSpec()) {
        self.spec = spec
        self.appVersion = appVersion
        self.scene = scene
        self.windowSize = windowSize
        self.pixelScale = pixelScale
        self.slowAnimations = slowAnimations
    }
}
