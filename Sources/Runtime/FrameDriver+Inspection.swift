import Compositor
import Geometry
import Gestures
import DevTools
import Views
import Host
import Navigation

/// The layer inspector of a frozen scene: a click on the scene chooses the layer under it
/// (as the scene shows it), a click on the inspector's list or Up and Down choose one from
/// the scene's layers, and the panel shows the chosen layer's presentation values at the
/// playhead and over the transition's frames. An inspection only reads: choosing a layer
/// changes nothing in the scene, so it needs no event of its own (its clicks and keys are
/// recorded, and a replay chooses the same layer from them).
extension FrameDriver {
    /// The views whose layer trees the scene shows: the navigation's and presented pages'.
    var sceneViews: [View] { [shell.navigation.view] + shell.presentationContainers }

    /// Lists the frozen scene's layers (the tree does not change while frozen).
    func beginInspection() {
        layerOutline = LayerOutline.entries(roots: sceneViews, names: ViewNames(controllers: [shell.navigation]))
        inspectedLayer = nil
        inspectedTracks = []
        inspectedMarks = []
        inspectedMaskTracks = []
        inspectedMaskMarks = []
    }

    func endInspection() {
        layerOutline = []
        inspectedLayer = nil
        inspectedTracks = []
        inspectedMarks = []
        inspectedMaskTracks = []
        inspectedMaskMarks = []
    }

    /// Chooses `layer` (nil: none) and shows it: its tracks over the course, with where the
    /// animations that drove each began and ended, and its mask's.
    public func inspect(_ layer: Layer?) {
        inspectedLayer = layer
        inspectedTracks = []
        inspectedMarks = []
        inspectedMaskTracks = []
        inspectedMaskMarks = []
        if let layer, canScrub {
            let snapshots = timeline.frames.map(\.snapshot)
            let shown = snapshots.map { $0.values(of: layer) }
            inspectedTracks = LayerProperty.allCases.map { property in shown.map { $0.map(property.value(in:)) } }
            let driving = snapshots.map { $0.animations(of: layer) }
            inspectedMarks = LayerProperty.allCases.map { property in
                TrackMarks(drivers: driving.map { $0.map { Set($0.filter { $0.properties.contains(property.animatedProperty) }.map(\.serial)) } })
            }
            let masks = snapshots.map { $0.maskValues(of: layer) }
            if masks.contains(where: { $0 != nil }) {
                inspectedMaskTracks = MaskProperty.allCases.map { property in masks.map { $0.map(property.value(in:)) } }
                let maskDriving = snapshots.map { $0.maskAnimations(of: layer) }
                inspectedMaskMarks = MaskProperty.allCases.map { property in
                    TrackMarks(drivers: maskDriving.map { $0.map { Set($0.filter { !$0.properties.isDisjoint(with: property.animatedProperties) }.map(\.serial)) } })
                }
            }
        }
        refreshInspection()
    }

    /// Shows the chosen layer as it is now (at the playhead), or hides the panel.
    func refreshInspection() {
        guard isFrozen, let layer = inspectedLayer, let index = layerOutline.firstIndex(where: { $0.layer === layer }) else {
            shell.showLayerInspection(nil)
            return
        }
        let p = layer.presentation
        var inspection = LayerInspection(
            name: layerOutline[index].name, values: p, windowFrame: layer.convert(p.bounds, to: nil), tracks: inspectedTracks,
            playhead: canScrub ? playhead : nil, outline: layerOutline.map { ($0.name, $0.depth) }, selected: index)
        inspection.marks = inspectedMarks
        inspection.mask = layer.mask?.presentation
        inspection.maskTracks = inspectedMaskTracks
        inspection.maskMarks = inspectedMaskMarks
        shell.showLayerInspection(inspection)
    }

    /// A press while frozen that is not on the strip: on the inspector's list it chooses that
    /// row, elsewhere on the panel nothing, on the scene the layer under it.
    func pick(at p: Point) {
        if let panel = shell.layerPanel, panel.superview != nil {
            if let row = panel.listEntry(at: p) { return inspect(layerOutline[row].layer) }
            if panel.bounds.contains(panel.convertFromWindow(p)) { return }
        }
        if let view = LayerOutline.view(at: p, roots: sceneViews) { inspect(view.layer) }
    }

    /// Up and Down: the layer before or after the chosen one in the list (the first when none).
    func stepInspection(by offset: Int) {
        guard !layerOutline.isEmpty else { return }
        let at = inspectedLayer.flatMap { layer in layerOutline.firstIndex { $0.layer === layer } }
        let next = at.map { min(max(0, $0 + offset), layerOutline.count - 1) } ?? 0
        inspect(layerOutline[next].layer)
    }
}
