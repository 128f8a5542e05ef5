import Compositor
import DevTools
import Geometry
import Motion
import Navigation
import Views

/// The window's arrangement under the hosted app: the app's scene (a navigation controller
/// the app shows with `show(_:sceneID:)`), the pages presented over it, and the developer
/// tools the host attaches over both: the tuning inspector (T), and while frozen the
/// timeline strip, the layer inspector and the onion skin. It gives every scene the spec in
/// effect and the telemetry sink, keeps them the window's size, and takes the host's keys.
@MainActor
public final class HostShell {

    public let window: Window
    public let app: any SegueApp
    /// The animation clock the app's controllers run on.
    public let clock: Clock
    /// The navigation controller of the scene on screen.
    public private(set) var navigation: NavigationController
    /// The id of the scene on screen (one of the app's).
    public private(set) var sceneID: String
    /// The app, once launched.
    public private(set) var controller: (any AppController)?
    /// The transition parameters in effect: every scene's navigation controller reads them,
    /// so a change reaches the next transition (and the next scene opened).
    public var spec: TransitionSpec {
        didSet {
            navigation.transitionSpec = spec
            window.spec = spec
            inspector?.show(sceneID: sceneID, spec: spec)
        }
    }
    /// The strip over a frozen scene (key F), while frozen.
    public private(set) var timelineStrip: TimelineStrip?
    /// Whether the strip lies over the scene's top rather than its bottom (see `showFreeze`).
    public private(set) var timelineStripOnTop = false
    /// The layer inspector over a frozen scene, while a layer is chosen, and on which side.
    public private(set) var layerPanel: LayerInspectorPanel?
    private var layerPanelOnLeft = false
    /// The onion skin over a frozen scene, while Shift is held.
    public private(set) var onionSkin: OnionSkinView?
    /// The tuning inspector, once T has opened it.
    public private(set) var inspector: InspectorPanel?
    /// Where a change made in the inspector goes (the frame driver records and applies it).
    public var onParameterRequest: ((SpecAssignment) -> Void)?
    /// Writes the spec for the inspector's Save; nil where nothing may be written (a replay).
    public var onSaveSpec: ((TransitionSpec) -> String)? {
        didSet { inspector?.onSave = onSaveSpec }
    }

    /// Where every scene's transitions tell of drags, releases and changes of hands (the frame
    /// driver's): handed to each scene's navigation controller as it is shown, so drags keep
    /// counting across scenes.
    public let telemetrySink: TransitionTelemetrySink

    /// Launches `app` in `window` and opens `scene`, one of its scenes.
    public init(window: Window, app: any SegueApp, scene: String, clock: Clock, spec: TransitionSpec? = nil,
        telemetry: TransitionTelemetrySink = TransitionTelemetrySink()) throws(AppError) {
        guard app.sceneIDs.contains(scene) else { throw AppError(app.unknownScene(scene)) }
        telemetrySink = telemetry
        self.window = window
        self.app = app
        self.clock = clock
        let spec = spec ?? TransitionSpec(catalogue: app.catalogue)
        self.spec = spec
        sceneID = scene
        window.spec = spec
        window.backgroundColor = Theme.background
        navigation = NavigationController(rootViewController: ViewController(), clock: clock)
        let controller = try app.launch(in: self)
        self.controller = controller
        controller.open(scene, animated: false)
    }

    /// Shows `nav` as the scene `id`: it replaces the scene on screen and what that
    /// presented, reads the spec in effect and tells the telemetry sink.
    public func show(_ nav: NavigationController, sceneID id: String) {
        for container in presentationContainers { container.removeFromSuperview() }
        navigation.view.removeFromSuperview()
        navigation = nav
        nav.transitionSpec = spec
        nav.telemetrySink = telemetrySink
        sceneID = id
        inspector?.show(sceneID: id, spec: spec)
        nav.view.frame = sceneFrame
        window.insertSubview(nav.view, at: 0)
    }

    /// Opens one of the app's scenes (through the app).
    public func open(_ id: String, animated: Bool) { controller?.open(id, animated: animated) }

    /// How many pages the scene's navigation holds.
    public var pageCount: Int { navigation.viewControllers.count }

    /// Starts the scene's push (or presentation) held at its start by a percent driver, which
    /// the caller moves (benchmarks); nil when the page on top is not a `ScrubbableTransition`.
    public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        (navigation.topViewController as? ScrubbableTransition)?.startScrubbedTransition()
    }

    /// The scene's controller that presents a page now, if any.
    public var presentingController: ViewController? {
        navigation.viewControllers.last { $0.presentedViewController != nil }
    }

    /// The containers of presented pages, over the scene, bottom to top.
    public var presentationContainers: [PresentationContainerView] {
        window.subviews.compactMap { $0 as? PresentationContainerView }
    }

    /// Whether a push, pop, presentation, dismissal or tab switch runs.
    public var isTransitioning: Bool {
        navigation.isTransitioning || presentingController?.isPresentationTransitioning == true
            || (navigation.topViewController as? TabBarController)?.isTransitioning == true
    }

    /// The running transition's progress: the navigation's, else the presentation's.
    public var transitionProgress: Double? { navigation.telemetry.progress }

    /// Transitions that completed and that were cancelled: the scene's navigation and the
    /// presentations of its root.
    public var completedTransitionCount: Int { navigation.telemetry.completed }
    public var cancelledTransitionCount: Int { navigation.telemetry.cancelled }

    /// Back: during a push or presentation, runs it back from where it is; during a pop or
    /// dismissal, nothing; else dismisses a presented page or pops the top page. False when
    /// nothing was done.
    @discardableResult
    public func goBack() -> Bool {
        if let presenter = presentingController {
            if let running = presenter.presentedViewController?.presentationContext { return running.reverse() }
            presenter.dismiss(animated: true)
            return true
        }
        return navigation.goBack()
    }

    /// Shows the spec's values in the inspector again (after a change it did not take).
    public func refreshInspector() { inspector?.show(sceneID: sceneID, spec: spec) }

    /// Whether a field of the inspector is being typed into (it takes the keys).
    public var isEditingInspectorField: Bool { isInspectorShown && inspector?.isEditingField == true }

    /// Whether the inspector shows beside the scene.
    public var isInspectorShown: Bool { inspector?.superview != nil }

    /// Shows the inspector beside the scene (the scene gets narrower), or hides it.
    public func toggleInspector() {
        if let inspector, inspector.superview != nil {
            inspector.removeFromSuperview()
            return
        }
        let panel = inspector ?? InspectorPanel(scenes: app.scenes)
        panel.onChange = { [unowned self] change in self.onParameterRequest?(change) }
        panel.onSave = onSaveSpec
        inspector = panel
        window.addSubview(panel)
        panel.show(sceneID: sceneID, spec: spec)
    }

    /// Where the scene shows: the window, less the inspector's strip while it shows (in a
    /// window too narrow for both, the inspector covers the scene's right side instead).
    public var sceneFrame: Rect {
        let b = window.bounds
        guard isInspectorShown, b.width >= InspectorPanel.width + Self.narrowestScene else { return b }
        return Rect(x: 0, y: 0, width: b.width - InspectorPanel.width, height: b.height)
    }

    /// Shows the timeline strip over the scene's bottom while the engine is frozen, or
    /// takes it away. The scene keeps its frame, so it holds the frame it was frozen at. The
    /// strip lies over the scene's top instead when what the transition `moved` (window
    /// frames) shows clearly less there than under the bottom (a sheet frozen low in its
    /// dismissal).
    public func showFreeze(_ frozen: Bool, moved: [Rect] = []) {
        timelineStrip?.removeFromSuperview()
        timelineStrip = nil
        showLayerInspection(nil)
        showOnionSkin(nil)
        guard frozen else { return }
        let strip = TimelineStrip()
        timelineStrip = strip
        let h = min(TimelineStrip.height, sceneFrame.height)
        func covered(_ band: Rect) -> Double {
            moved.reduce(0) { sum, r in
                let i = r.intersection(band)
                return i.isNull ? sum : sum + i.width * i.height
            }
        }
        let scene = sceneFrame
        // Only for clearly less: a zoom that fills the scene keeps its strip at the bottom.
        timelineStripOnTop = 2 * covered(Rect(x: scene.minX, y: scene.minY, width: scene.width, height: h))
            < covered(Rect(x: scene.minX, y: scene.maxY - h, width: scene.width, height: h))
        // Over the scene and its presented pages, under the inspector.
        if let inspector, inspector.superview != nil { window.insertSubview(strip, belowSubview: inspector) } else { window.addSubview(strip) }
        layout()
    }

    /// Shows the layer inspector with `inspection` over the frozen scene, on the side away
    /// from the layer, or takes it away (nil).
    public func showLayerInspection(_ inspection: LayerInspection?) {
        guard let inspection else {
            layerPanel?.removeFromSuperview()
            layerPanel = nil
            return
        }
        let panel = layerPanel ?? LayerInspectorPanel()
        if panel.superview == nil {
            if let timelineStrip { window.insertSubview(panel, belowSubview: timelineStrip) } else { window.addSubview(panel) }
            // Over the onion skin, if it shows.
            if let onionSkin { window.insertSubview(onionSkin, belowSubview: panel) }
        }
        layerPanel = panel
        layerPanelOnLeft = inspection.windowFrame.midX > sceneFrame.midX
        panel.show(inspection)
        layout()
    }

    /// Shows `ghosts` over the frozen scene, under the strip and the layer inspector, or
    /// takes the onion skin away (nil).
    public func showOnionSkin(_ ghosts: [OnionSkinView.Ghost]?) {
        guard let ghosts else {
            onionSkin?.removeFromSuperview()
            onionSkin = nil
            return
        }
        let skin = onionSkin ?? OnionSkinView()
        if skin.superview == nil {
            if let below = layerPanel ?? timelineStrip { window.insertSubview(skin, belowSubview: below) } else { window.addSubview(skin) }
        }
        onionSkin = skin
        skin.show(ghosts)
        layout()
    }

    /// Where the layer inspector shows: a side of the scene beside the strip, and under the
    /// navigation bar (its Back button stays in sight) where that leaves the panel room.
    var layerPanelFrame: Rect {
        let scene = sceneFrame, w = min(LayerInspectorPanel.width, scene.width)
        var top = scene.minY, bottom = scene.maxY
        if timelineStrip != nil {
            let strip = timelineStripFrame
            if timelineStripOnTop { top = max(top, strip.maxY) } else { bottom = min(bottom, strip.minY) }
        }
        let bar = navigation.navigationBar
        if bar.window != nil, !bar.isHidden {
            let below = bar.convert(bar.bounds, to: nil).maxY
            if bottom - max(top, below) >= (layerPanel?.comfortableHeight ?? 0) { top = max(top, below) }
        }
        return Rect(x: layerPanelOnLeft ? scene.minX : scene.maxX - w, y: top, width: w, height: max(0, bottom - top))
    }

    /// Where the timeline strip shows: the bottom of the scene, or its top.
    var timelineStripFrame: Rect {
        let scene = sceneFrame, h = min(TimelineStrip.height, scene.height)
        return Rect(x: scene.minX, y: timelineStripOnTop ? scene.minY : scene.maxY - h, width: scene.width, height: h)
    }

    /// The narrowest the scene gets for the inspector.
    public static let narrowestScene = 280.0

    /// Turns reduce motion on or off: from the next transition on, zooms and slides are
    /// cross-fades and springs settle without overshoot.
    public func toggleReduceMotion() {
        var s = spec
        s.reducesMotion.toggle()
        spec = s
    }

    /// The inspector's field being edited takes keys first; T shows or hides the inspector;
    /// R turns reduce motion on and off; Escape and Backspace go back when there is something
    /// to go back from. The rest, and Escape or Backspace with nothing to go back from, go to
    /// the app (the demos' catalogue, their digit keys).
    public func handleKey(_ key: String) -> Bool {
        if let inspector, isInspectorShown, inspector.handleKey(key) { return true }
        switch key {
        case "t":
            toggleInspector()
            return true
        case "r":
            toggleReduceMotion()
            return true
        case "escape", "backspace":
            if goBack() { return true }
            return controller?.handleKey(key) ?? false
        default:
            return controller?.handleKey(key) ?? false
        }
    }

    /// Keeps the scene the size of the window, and lets the top page follow its animations.
    public func layout() {
        let frame = sceneFrame
        if navigation.view.frame != frame { navigation.view.frame = frame }
        for container in presentationContainers where container.frame != frame { container.frame = frame }
        if let inspector, isInspectorShown {
            let b = window.bounds, w = min(InspectorPanel.width, b.width)
            let panelFrame = Rect(x: b.width - w, y: 0, width: w, height: b.height)
            if inspector.frame != panelFrame { inspector.frame = panelFrame }
        }
        if let timelineStrip, timelineStrip.frame != timelineStripFrame { timelineStrip.frame = timelineStripFrame }
        if let layerPanel, layerPanel.frame != layerPanelFrame { layerPanel.frame = layerPanelFrame }
        if let onionSkin, onionSkin.frame != window.bounds { onionSkin.frame = window.bounds }
        window.layoutIfNeeded()
        (navigation.topViewController?.viewIfLoaded as? FrameObserver)?.frameWillRender()
        window.layoutIfNeeded()
    }
}
