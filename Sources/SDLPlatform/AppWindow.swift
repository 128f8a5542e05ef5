import CSDL2
import Compositor
import Geometry

/// A resizable, HiDPI-aware window with its renderer. Layout works in points; the renderer
/// draws in pixels; `pixelScale` converts.
@MainActor
public final class AppWindow {
    let window: OpaquePointer
    /// The SDL renderer that shows frames.
    let sdlRenderer: OpaquePointer
    /// What draws the frames: the SDL renderer itself when accelerated (textures and triangles
    /// on the GPU), the software backend (`CairoRenderer`) when not, uploaded once a frame.
    public let renderer: any OutputRenderer
    /// True when the renderer is synchronised to the display's refresh.
    public let hasVSync: Bool
    /// Why the renderer asked for could not be made, when software was used instead (the
    /// caller says so; this module prints nothing).
    public let fallbackReason: String?
    /// The OpenGL implementation an OpenGL renderer was made on (`GL_RENDERER`), kept or not:
    /// under `auto` one on the CPU (Mesa's llvmpipe) gives way to software.
    public let openGLDriverName: String?

    /// Opens a window of `size` points. An accelerated renderer that cannot be created falls
    /// back to software (`fallbackReason` says why).
    public init(title: String, size: Size, rendererKind: RendererKind, fonts: FontLibrary, hidden: Bool = false) throws(PlatformError) {
        try SDLLibrary.startVideo()
        let win = try AppWindow.openWindow(title: title, size: size, hidden: hidden)
        window = win
        var (made, vsync, fallback, glDriver) = AppWindow.acceleratedRenderer(for: win, kind: rendererKind)
        if made == nil {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
            made = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
            vsync = false
        }
        guard let r = made else {
            SDL_DestroyWindow(win)
            throw .sdl(SDLError("could not create any renderer"))
        }
        renderer = try AppWindow.outputRenderer(drawingWith: r, in: win, fonts: fonts)
        sdlRenderer = r
        hasVSync = vsync
        fallbackReason = fallback
        openGLDriverName = glDriver
        // After the renderer: an OpenGL one makes SDL create the X window anew.
        XDisplayWatch.watch(win)
    }

    /// A resizable, HiDPI window of `size` points (at least 1 and at most 16384 each way),
    /// centred.
    private static func openWindow(title: String, size: Size, hidden: Bool) throws(PlatformError) -> OpaquePointer {
        // The software renderer draws into the window's surface. Left to itself, SDL on X11
        // backs that surface with an OpenGL texture and uploads every frame (measured: about
        // three times the CPU per frame, twice the start-up time, 100 MB more memory); with
        // this hint it is an X image, shown as it is. Accelerated renderers never use it.
        // (An SDL_FRAMEBUFFER_ACCELERATION environment variable still overrides it.)
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        let w = Int32(max(1, min(16384, size.width.rounded())))
        let h = Int32(max(1, min(16384, size.height.rounded())))
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let win = SDL_CreateWindow(title, centered, centered, w, h, flags) else {
            throw .noDisplay(detail: String(cString: SDL_GetError()))
        }
        SDL_SetWindowMinimumSize(win, 1, 1)
        return win
    }

    /// The accelerated renderer `kind` asks for (none for software), whether it waits for
    /// vsync, why it could not be made when it could not, and the OpenGL implementation when
    /// it was an OpenGL one.
    private static func acceleratedRenderer(for win: OpaquePointer, kind rendererKind: RendererKind)
        -> (renderer: OpaquePointer?, vsync: Bool, fallback: String?, glDriver: String?) {
        guard rendererKind != .software else { return (nil, false, nil, nil) }
        var glDriver: String?
        var made: OpaquePointer?
        var vsync = false
        if let name = rendererKind.sdlDriverName { SDL_SetHint(SDL_HINT_RENDER_DRIVER, name) }
        made = SDL_CreateRenderer(win, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
        if made != nil {
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(made, &info)
            let name = info.name.map { String(cString: $0) } ?? ""
            if rendererKind == .auto && name == "software" {
                vsync = false
            } else {
                vsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
            }
            if let wanted = rendererKind.sdlDriverName, name != wanted {
                SDL_DestroyRenderer(made)
                made = nil
            }
            if made != nil, name.hasPrefix("opengl") { glDriver = OpenGLDriver.currentName() }
            if made != nil, rendererKind == .auto, let driver = glDriver, OpenGLDriver.isSoftware(driver) {
                // Auto wants the faster path: OpenGL on a CPU rasteriser (Mesa's llvmpipe, as
                // under Xvfb) is not a GPU, and the software renderer beats it (measured under
                // Xvfb: 52-55 fps against 33-41, input latency 11-13 ms against 24-27).
                SDL_DestroyRenderer(made)
                return (nil, false, nil, glDriver)
            }
        }
        guard made == nil else { return (made, vsync, nil, glDriver) }
        let why = String(cString: SDL_GetError())
        let label = rendererKind == .auto ? "an accelerated renderer" : "the \(rendererKind.rawValue) renderer"
        return (nil, vsync, "could not create \(label)\(why.isEmpty ? "" : " (\(why))"); using software", glDriver)
    }

    /// What draws frames with the SDL renderer `r`: the software backend when SDL's renderer
    /// is software, else the SDL renderer itself.
    private static func outputRenderer(drawingWith r: OpaquePointer, in win: OpaquePointer, fonts: FontLibrary) throws(PlatformError) -> any OutputRenderer {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        guard info.name.map({ String(cString: $0) }) == "software" else { return SDLRenderer(handle: r, fonts: fonts) }
        guard let software = CairoRenderer(windowRenderer: r, fonts: fonts) else {
            SDL_DestroyRenderer(r)
            SDL_DestroyWindow(win)
            throw .sdl(SDLError("could not create the software renderer's frame"))
        }
        return software
    }

    /// The window's size in points (what layout uses).
    public var pointSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Pixels per point: 2 on a HiDPI display, 1 otherwise. Asked of SDL's renderer (the
    /// window's drawable as it is now), not of the frame drawn into it: the software
    /// renderer's frame follows a resize only at the next draw, and a scale worked out from it
    /// at the resize (1024 pixels over 700 points) once laid the scene out for a density it was
    /// never shown at, and recorded no event that a replay could follow.
    public var pixelScale: Double {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        let s = pointSize
        guard s.width > 0, w > 0 else { return 1 }
        return Double(w) / s.width
    }

    public var windowID: UInt32 { SDL_GetWindowID(window) }

    /// How often the display the window is on refreshes, in hertz: what SDL says of its
    /// current mode, or nil when it does not know (0) or says something implausible.
    public var refreshRate: Double? {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, (20...1000).contains(mode.refresh_rate) else { return nil }
        return Double(mode.refresh_rate)
    }

    public func present() { renderer.present() }

    /// Shows a window made with `hidden: true` (once everything else has started).
    public func show() { SDL_ShowWindow(window) }

    public func close() {
        renderer.destroyAllTextures()
        (renderer as? CairoRenderer)?.detachWindow()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
    }
}
