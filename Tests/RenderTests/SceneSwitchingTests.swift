import Compositor
import Geometry
import Motion
import Navigation
import Scenes
import Testing
import Views

@MainActor
@Suite struct SceneSwitchingTests {
    @Test func pagesArePushedAndScenesReplaceTheCatalogue() throws {
        let renderer = try SceneRenderer()
        let window = Window(size: Size(width: 800, height: 600), textMeasurer: renderer.fonts)
        let clock = ManualClock()
        let shell = try AppShell(window: window, assets: renderer.assets, scene: "catalogue", clock: clock)
        shell.layout()
        #expect(shell.sceneID == "catalogue" && shell.pageCount == 1)
        shell.open("gallery", animated: false)
        #expect(shell.currentSceneID == "gallery" && shell.pageCount == 2)
        #expect(shell.handleKey("escape"))
        let ticker = AnimationTicker()
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            ticker.advance(window.layer, to: clock.now)
        }
        #expect(shell.pageCount == 1)
        // Key 1 opens the first scene of its own, with a Demos button back to the catalogue.
        #expect(shell.handleKey("1"))
        #expect(shell.sceneID == "logo-reveal" && shell.pageCount == 1)
        #expect(shell.navigation.navigationBar.title == "Logo Reveal")
        #expect(window.subviews.first === shell.navigation.view)
        shell.navigation.topViewController?.navigationItem.leadingButton?.action()
        #expect(shell.sceneID == "catalogue")
        #expect(!shell.handleKey("9"))
        // --scene gallery starts in the catalogue scene with the Gallery pushed.
        let other = try AppShell(window: Window(size: Size(width: 800, height: 600), textMeasurer: renderer.fonts), assets: renderer.assets, scene: "gallery", clock: clock)
        #expect(other.sceneID == "catalogue" && other.currentSceneID == "gallery" && other.pageCount == 2)
    }
}
