import Compositor
import Geometry
import Motion
import Navigation
import Scenes
import SegueTesting
import Testing
import Views
import DemoTesting
import Host

@MainActor
@Suite struct SceneSwitchingTests {
    @Test func pagesArePushedAndScenesReplaceTheCatalogue() throws {
        let harness = try SceneHarness(scene: "catalogue", startTime: 0)
        let shell = harness.shell, window = harness.window
        #expect(shell.sceneID == "catalogue" && shell.pageCount == 1)
        shell.open("gallery", animated: false)
        #expect(shell.navigation.topViewController?.title == "Gallery" && shell.pageCount == 2)
        #expect(shell.handleKey("escape"))
        harness.run(for: 1)
        #expect(shell.pageCount == 1)
        // Key 1 opens the first scene of its own, with a Demos button back to the catalogue.
        #expect(shell.handleKey("1"))
        #expect(shell.sceneID == "logo-reveal" && shell.pageCount == 1)
        #expect(shell.navigation.navigationBar.title == "Logo Reveal")
        #expect(window.subviews.first === shell.navigation.view)
        shell.navigation.topViewController?.navigationItem.leadingButton?.action()
        #expect(shell.sceneID == "catalogue")
        #expect(!shell.handleKey("9"))
        // Escape (and Backspace) at a scene's first page go back to the catalogue, as its
        // Demos button does; in the catalogue's own first page they do nothing.
        for key in ["escape", "backspace"] {
            #expect(shell.handleKey("2"))
            #expect(shell.sceneID == "contacts")
            #expect(shell.handleKey(key))
            #expect(shell.sceneID == "catalogue" && shell.pageCount == 1)
            #expect(!shell.handleKey(key))
        }
        // --scene gallery starts in the catalogue scene with the Gallery pushed.
        let other = try SceneHarness(scene: "gallery").shell
        #expect(other.sceneID == "catalogue" && other.navigation.topViewController?.title == "Gallery" && other.pageCount == 2)
    }
}
