import SegueTesting
import DemoTesting

/// The scene tests drive scenes through the app's own frame driver (see SegueTesting).
typealias SceneRig = SceneHarness
