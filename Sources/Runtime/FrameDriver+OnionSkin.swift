import Compositor
import Gestures
import DevTools
import Host
import Sessions

/// The onion skin of a frozen transition: while Shift is held, still copies of the scene at
/// the frames 1-3 before and after the playhead lie over it, translucent. Shown and hidden
/// by recorded `onion` freeze events; the copies are outside the scene's trees, so no frame
/// changes.
extension FrameDriver {
    /// A key let go (the live loop's; not recorded): Shift let go hides the onion skin.
    public func keyReleased(_ k: KeyEvent) {
        if showsOnionSkin, k.key == "left shift" || k.key == "right shift" { requestFreeze(.onion(false)) }
    }

    /// The ghosts around the playhead, copied from the timeline's frames, or none.
    func refreshOnionSkin() {
        guard showsOnionSkin, canScrub, let k = playhead else {
            shell.showOnionSkin(nil)
            return
        }
        var ghosts: [OnionSkinView.Ghost] = []
        for offset in [-3, -2, -1, 1, 2, 3] where timeline.frames.indices.contains(k + offset) {
            showTimelineFrame(k + offset)
            ghosts.append(OnionSkinView.Ghost(offset: offset, layers: sceneLayers.map { $0.snapshot() }))
        }
        showTimelineFrame(k)
        shell.showOnionSkin(ghosts)
    }
}
