import Geometry
import Scenes
import Runtime
import SegueTesting

extension SceneHarness {
    /// A scene of Segue's demos (`DemoApp.repository`).
    public convenience init(scene: String, size: Size = Size(width: 800, height: 600), renders: Bool = false, scale: Double = 1, startTime: Double = 10) throws {
        try self.init(app: DemoApp.repository, scene: scene, size: size, renders: renders, scale: scale, startTime: startTime)
    }
}

extension SceneHarness {
    /// The demos' resources (`DemoApp.repository`); fonts are opened once per test process.
    public static func resources() throws -> Resources { try resources(DemoApp.repository) }
}
