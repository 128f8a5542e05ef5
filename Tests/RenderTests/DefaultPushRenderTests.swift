import Compositor
import Geometry
import Motion
import Navigation
import Scenes
import SDLPlatform
import Runtime
import SegueTesting
import Testing
import Views
import DemoTesting
import Host

@MainActor
@Suite(.serialized) struct DefaultPushRenderTests {
    /// The catalogue pushing the Gallery with the default transition, at 0, 0.5 and 1.
    @Test(arguments: [(0.0, "push-0"), (0.5, "push-50"), (1.0, "push-100")])
    func defaultPushAtProgress(progress: Double, name: String) throws {
        let harness = try SceneHarness(scene: "catalogue", renders: true, startTime: 0)
        defer { harness.close() }
        let delegate = HeldDefaultTransition()
        harness.nav.delegate = delegate
        harness.shell.open("gallery", animated: true)
        harness.tick()
        delegate.driver.update(progress)
        harness.tick()
        let image = try harness.render()
        if let result = try SceneRenderer.compare(image, reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
    }
}
