import Compositor
import Geometry
import Gestures
import Runtime
import Sessions
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import Navigation
import SegueTesting

/// Shift held while frozen mid-transition shows the frames 1-3 before and after the
/// playhead as translucent copies over the scene: each copy is the scene as it ran at that
/// frame, nearer ones more opaque; the scene itself (its digest) does not change, and
/// Shift let go, a resume or the ends of the course take copies away.
@MainActor
@Suite struct OnionSkinTests {
    /// A Contacts zoom run 13 frames and frozen, the layer tree digest of each frame.
    func frozenZoom(_ rig: SceneRig) throws -> [UInt64] {
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        var trees: [UInt64] = []
        rig.run(frames: 13) { trees.append(rig.digest.tree) }
        rig.freeze()
        return trees
    }

    @Test func shiftShowsTheFramesAroundThePlayheadAsTheyRan() throws {
        let rig = try SceneRig(scene: "contacts")
        let trees = try frozenZoom(rig)
        rig.driver.requestFreeze(.show(frame: 6))
        rig.tick(1.0 / 60)
        let shown = rig.digest.text
        rig.key("left shift")
        rig.tick(1.0 / 60)
        let skin = try #require(rig.shell.onionSkin)
        #expect(skin.ghosts.map(\.offset).sorted() == [-3, -2, -1, 1, 2, 3])
        for ghost in skin.ghosts {
            let tree = FrameDigest(root: ghost.layers[0], over: Array(ghost.layers.dropFirst()), navigationState: []).tree
            #expect(tree == trees[6 + ghost.offset], "the copy \(ghost.offset) frames away is that frame")
        }
        #expect(OnionSkinView.opacity(offset: -1) > OnionSkinView.opacity(offset: 3))
        #expect(rig.digest.text == shown, "the scene under the skin is the playhead's frame")
        // It follows the playhead; at the course's end only the frames before it show.
        rig.key("right")
        rig.tick(1.0 / 60)
        #expect(rig.shell.onionSkin?.ghosts.count == 6)
        rig.driver.requestFreeze(.show(frame: 12))
        rig.tick(1.0 / 60)
        #expect(rig.shell.onionSkin?.ghosts.map(\.offset).sorted() == [-3, -2, -1])
        rig.driver.keyReleased(KeyEvent(key: "left shift", timestamp: rig.now))
        rig.tick(1.0 / 60)
        #expect(rig.shell.onionSkin == nil && !rig.driver.showsOnionSkin)
        rig.key("right shift")
        rig.key("escape")
        rig.tick(1.0 / 60)
        #expect(rig.shell.onionSkin == nil && !rig.driver.isFrozen)
    }
}
