import Compositor
import Geometry
import Runtime
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import Navigation
import SegueTesting
import Sessions
import Views

/// A window resized while frozen: the scene is laid out at the new size, its old frames are
/// no longer offered, and after the resume every layer without animations shows its model
/// (none is left showing a frame from before the resize).
@MainActor
@Suite struct FrozenResizeTests {
    @Test func aResizeWhileFrozenLeavesNoStaleFrame() throws {
        let rig = try SceneRig(scene: "contacts")
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.run(frames: 10)
        rig.key("f")
        rig.driver.requestFreeze(.show(frame: 2))
        rig.tick(1.0 / 60)
        rig.send(.resize(Size(width: 700, height: 500), time: rig.now))
        rig.tick(1.0 / 60)
        #expect(rig.driver.isFrozen && !rig.driver.canScrub && rig.shell.timelineStrip?.playheadFrame == nil)
        rig.key("left")
        rig.key("f")
        rig.settle()
        var stale: [String] = []
        func check(_ layer: Layer) {
            if layer.animationCountInSubtree == 0 && (layer.presentation != layer.model) { stale.append(layer.name ?? "\(type(of: layer))") }
            for sub in layer.sublayers { check(sub) }
        }
        for root in rig.driver.sceneLayers { check(root) }
        #expect(stale.isEmpty, "\(stale.count) layers show a frame from before the resize")
        #expect(rig.nav.view.frame.size == Size(width: 700, height: 500))
    }
}
