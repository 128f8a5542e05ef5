import Compositor
import Geometry
import Host
import Motion
import Host
import SDLPlatform
import Views

/// The one start-up of a scene: a window of views on its frame step, with a compositor and
/// somewhere to draw. The live app, `replay`, `snapshot`, `bench` and the test harness all
/// start here, so each runs the same frames in the same order.
@MainActor
public final class Stage {
    public private(set) var window: Window
    public private(set) var driver: FrameDriver
    public private(set) var compositor = Compositor()
    public let canvas: HeadlessCanvas?
    public let appWindow: AppWindow?
    /// Pixels per point of what is drawn.
    public let pixelScale: Double
    /// What the scene started from, to start it again (`restart`).
    private let start: (resources: Resources, scene: String, spec: TransitionSpec, time: Double)

    /// The app on the stage.
    public var app: any SegueApp { start.resources.app }

    /// `size` in points (a window's real size wins when it differs); `startTime` is the first
    /// frame's time on the caller's clock.
    public init(resources: Resources, scene: String, size: Size, output: StageOutput, startTime: Double,
        spec: TransitionSpec? = nil) throws(StartupError) {
        let spec = spec ?? TransitionSpec(catalogue: resources.app.catalogue)
        var pointSize = size
        do {
            switch output {
            case .none:
                canvas = nil
                appWindow = nil
                pixelScale = 1
            case .headless(let scale):
                canvas = try HeadlessCanvas(size: size, scale: scale, fonts: resources.fonts)
                appWindow = nil
                pixelScale = scale
            case .window(let kind, let hidden, let keepsSize):
                let made = try AppWindow(title: resources.app.name, size: size, rendererKind: kind, fonts: resources.fonts, hidden: hidden)
                canvas = nil
                appWindow = made
                if !keepsSize { pointSize = made.pointSize }
                pixelScale = made.pixelScale
            }
        } catch {
            throw .platform(error)
        }
        start = (resources, scene, spec, startTime)
        window = Stage.window(size: pointSize, scale: pixelScale, drawsPixels: output.drawsPixels, resources: resources)
        do {
            driver = try FrameDriver(window: window, app: resources.app, scene: scene, startTime: startTime, spec: spec)
        } catch {
            canvas?.close()
            appWindow?.close()
            throw .app(error)
        }
        compositor.clearColor = Theme.background
    }

    private static func window(size: Size, scale: Double, drawsPixels: Bool, resources: Resources) -> Window {
        let window = Window(size: size, textMeasurer: resources.fonts)
        window.pixelScale = scale
        window.drawsPixels = drawsPixels
        return window
    }

    /// Starts the scene again from its first frame, as `init` started it, on the same output
    /// (a windowed replay sent back to an earlier frame replays from there): a new window of
    /// views, frame driver and compositor (its caches know the old layers by identity).
    public func restart() throws(StartupError) {
        let old = window
        let fresh = Stage.window(size: old.bounds.size, scale: old.pixelScale, drawsPixels: old.drawsPixels, resources: start.resources)
        do {
            driver = try FrameDriver(window: fresh, app: start.resources.app, scene: start.scene, startTime: start.time, spec: start.spec)
        } catch {
            throw .app(error)
        }
        window = fresh
        if let renderer { compositor.releaseResources(on: renderer) }
        let made = Compositor()
        made.clearColor = compositor.clearColor
        made.fault = compositor.fault
        compositor = made
    }

    /// The renderer frames are drawn with, if any.
    public var renderer: (any OutputRenderer)? { appWindow?.renderer ?? canvas?.renderer }

    /// Composites the window's layer tree; false when the stage draws nowhere.
    @discardableResult
    public func render() -> Bool {
        guard let renderer else { return false }
        compositor.render(window.layer, on: renderer, scale: appWindow?.pixelScale ?? pixelScale)
        return true
    }

    /// Composites the window's layer tree onto another renderer (benchmarks share one canvas).
    public func render(on renderer: any OutputRenderer, scale: Double = 1) {
        compositor.render(window.layer, on: renderer, scale: scale)
    }

    /// Releases what `render(on:)` made on that renderer.
    public func releaseResources(on renderer: any OutputRenderer) { compositor.releaseResources(on: renderer) }

    /// Shows what `render` drew (a window; a canvas needs no presenting).
    public func present() { appWindow?.present() }

    /// The last frame drawn, read back.
    public func snapshot() -> RGBAImage? {
        if let canvas { return canvas.snapshot() }
        guard let appWindow, let (size, pixels) = appWindow.renderer.readPixels() else { return nil }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    public func close() {
        if let renderer { compositor.releaseResources(on: renderer) }
        canvas?.close()
        appWindow?.close()
    }
}
