import Compositor
import Foundation
import Geometry
import Navigation
import Runtime
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import SegueTesting
import Sessions

/// While frozen, a layer chosen by a click on the scene or from the list shows its
/// presentation values at the playhead, and each as a track over the transition: the values
/// the running transition showed at that frame, read from the presentation, not the model.
@MainActor
@Suite struct LayerInspectorTests {
    /// A Contacts zoom opening item 7, run `frames` frames and frozen: the page, and its
    /// layer's presentation values at each frame.
    func frozenZoom(_ rig: SceneRig, frames: Int) throws -> (page: View, ran: [LayerValues]) {
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        let page = try #require(rig.runningTransition?.movingViewController.view)
        var ran: [LayerValues] = []
        rig.run(frames: frames) { ran.append(page.layer.presentation) }
        rig.freeze()
        return (page, ran)
    }

    func panel(_ rig: SceneRig) throws -> LayerInspectorPanel { try #require(rig.shell.layerPanel) }

    @Test func theChosenLayersValuesFollowThePlayhead() throws {
        let rig = try SceneRig(scene: "contacts")
        let (page, ran) = try frozenZoom(rig, frames: 13)
        rig.driver.inspect(page.layer)
        let inspection = try #require(try panel(rig).inspection)
        // The model is already at the end of the zoom; the panel reads what shows.
        #expect(inspection.values == ran[ran.count - 1] && inspection.values.bounds != page.layer.model.bounds)
        let radius = try #require(LayerProperty.allCases.firstIndex(of: .cornerRadius))
        #expect(inspection.tracks[radius] == ran.map { Optional($0.cornerRadius) })
        #expect(inspection.tracks.count == LayerProperty.allCases.count && inspection.tracks.allSatisfy { $0.count == ran.count })
        for percent in [0.0, 25, 40, 50, 75, 100] {
            let k = Int((percent / 100 * Double(ran.count - 1)).rounded())
            rig.driver.requestFreeze(.show(frame: k))
            rig.tick(1.0 / 60)
            let shown = try #require(try panel(rig).inspection)
            #expect(shown.values == ran[k] && shown.playhead == k, "at \(percent)%")
            #expect(try panel(rig).rowText(.cornerRadius) == "corner radius  " + String(format: "%.1f", ran[k].cornerRadius))
            #expect(try panel(rig).rowText(.width) == "width  " + String(format: "%.1f", ran[k].bounds.width))
        }
        rig.freeze()
        #expect(rig.shell.layerPanel == nil && rig.driver.inspectedLayer == nil)
    }

    /// A click chooses the frontmost layer under it as the scene shows it: on the growing
    /// page, the page or one of its subviews; beside it, the overview's avatar there (the
    /// panel, on the side away from the chosen layer, takes its own clicks).
    @Test func aClickChoosesTheLayerItShows() throws {
        let rig = try SceneRig(scene: "contacts")
        let (page, _) = try frozenZoom(rig, frames: 8)
        let shown = page.layer.convert(page.layer.presentation.bounds, to: nil)
        rig.click(Point(x: shown.midX, y: shown.minY + 4))
        let chosen = try #require(rig.driver.inspectedLayer)
        #expect(chosen === page.layer || isDescendant(chosen, of: page.layer))
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        // An avatar the page and the inspector (on the side away from the page) leave clear.
        let panel = try #require(rig.shell.layerPanel).frame
        let cells = (0..<15).compactMap { overview.grid.cellForItem(at: $0) as? ContactCell }
        let cell = try #require(cells.first { c in
            let a = c.avatar.convert(c.avatar.bounds, to: nil)
            return !a.intersects(shown) && !a.intersects(panel) && a.maxY < 460
        })
        let avatar = cell.avatar.convert(cell.avatar.bounds, to: nil)
        rig.click(Point(x: avatar.midX, y: avatar.midY))
        let picked = try #require(rig.driver.inspectedLayer)
        #expect(picked === cell.avatar.layer || isDescendant(picked, of: cell.avatar.layer))
        #expect(rig.driver.isFrozen && rig.driver.playhead == 7, "a click on the scene moves nothing")
    }

    func isDescendant(_ layer: Layer, of ancestor: Layer) -> Bool {
        var l = layer.superlayer
        while let a = l {
            if a === ancestor { return true }
            l = a.superlayer
        }
        return false
    }

    /// Down chooses the first layer of the list, then the next; Up the one before; a click
    /// on a list row chooses that row's layer.
    @Test func theListChoosesByKeyAndClick() throws {
        let rig = try SceneRig(scene: "contacts", size: Size(width: 640, height: 400))
        rig.key("t")
        rig.tick()
        _ = try frozenZoom(rig, frames: 6)
        rig.key("down")
        rig.tick()
        #expect(rig.driver.inspectedLayer === rig.nav.view.layer)
        rig.key("down")
        rig.key("down")
        rig.key("up")
        rig.tick()
        let list = try #require(try panel(rig).inspection)
        #expect(list.selected == 1 && list.outline.count > 20 && list.outline[0].depth == 0)
        let panelView = try panel(rig)
        let strip = try #require(rig.shell.timelineStrip)
        #expect(panelView.frame.maxX <= rig.shell.sceneFrame.maxX && panelView.frame.maxY <= strip.frame.minY)
        // The list's rows lie below the tracks; find one by probing down the panel.
        let hit = stride(from: 0.0, to: panelView.bounds.height, by: 3).lazy
            .map { panelView.convert(Point(x: 40, y: $0), to: nil) }
            .compactMap { p in panelView.listEntry(at: p).map { (p, $0) } }
            .first { $0.1 != list.selected }
        let (point, entry) = try #require(hit)
        rig.click(point)
        #expect(try panel(rig).inspection?.selected == entry)
    }
}
