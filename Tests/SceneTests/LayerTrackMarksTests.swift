import Compositor
import Foundation
import Geometry
import Runtime
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import Navigation
import SegueTesting
import Sessions

/// The layer inspector's tracks mark where the animations that drove each property began
/// and ended (keyframes) and the runs of frames each drove (curve segments), read from the
/// animations each frame's snapshot holds; a masked layer gets tracks of its mask's size
/// and opacity, none where it had no mask.
@MainActor
@Suite struct LayerTrackMarksTests {
    @Test func segmentsAreRunsOfTheSameAnimationsAndKeyframesTheirEdges() {
        // Absent, still, one animation, a second joins, the first ends, none (landed), a third.
        let marks = TrackMarks(drivers: [nil, [], [1], [1], [1, 2], [2], [], [], [3]])
        #expect(marks.segments == [2...3, 4...4, 5...5, 8...8])
        #expect(marks.keyframes == [2, 4, 5, 6, 8])
        #expect(TrackMarks(drivers: [[], [], []]) == TrackMarks())
        #expect(TrackMarks(drivers: [[7], [7]]).segments == [0...1])
    }

    @Test func aZoomedPagesTracksAreMarkedWhereItsAnimationsRun() throws {
        let rig = try SceneRig(scene: "contacts")
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        try rig.freezeAndInspectMovingPage(after: 13)
        let inspection = try #require(rig.shell.layerPanel?.inspection)
        let count = inspection.tracks[0].count
        let width = inspection.marks[try #require(LayerProperty.allCases.firstIndex(of: .width))]
        // The zoom still runs at the freeze: one segment from its first frame to the last.
        #expect(width.keyframes.first == 0 && width.segments.last?.upperBound == count - 1, "\(width)")
        #expect(inspection.maskTracks.isEmpty && inspection.mask == nil)
        #expect(rig.shell.layerPanel?.rowText(MaskProperty.size) == nil, "mask rows for a layer without a mask")
        // A layer nothing animated: no marks.
        let bar = rig.nav.navigationBar
        rig.driver.inspect(bar.layer)
        let still = try #require(rig.shell.layerPanel?.inspection)
        #expect(still.marks.allSatisfy { $0 == TrackMarks() }, "\(still.marks)")
    }

    @Test func aRevealedPagesMaskHasTracks() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        let master = try #require(rig.nav.viewControllers.first as? LogoRevealViewController)
        master.showList(interactive: false)
        try rig.freezeAndInspectMovingPage(after: 50)
        let inspection = try #require(rig.shell.layerPanel?.inspection)
        let sizes = try #require(inspection.maskTracks.first).compactMap { $0 }
        #expect(sizes.count > 40, "the mask's size over the reveal")
        // The mask grows through the reveal (ease-in: slowly, then faster).
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 } && sizes.last! > sizes.first! * 2, "\(sizes)")
        let text = try #require(rig.shell.layerPanel?.rowText(MaskProperty.size))
        #expect(text.hasPrefix("mask size") && !text.hasSuffix("none"), "\(text)")
        // The mask's growth is an animation of its own: a segment from the reveal's start.
        #expect(inspection.maskMarks.first?.keyframes.first == 0 && inspection.maskMarks.first?.segments.count == 1, "\(inspection.maskMarks)")
        // The playhead at the first frame: the mask as it was there.
        rig.driver.requestFreeze(.show(frame: 0))
        let first = try #require(rig.shell.layerPanel?.inspection)
        #expect(first.maskTracks[0][0] == first.mask.map(MaskProperty.size.value(in:)))
    }
}
