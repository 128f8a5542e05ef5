import CSDL2

/// Process-wide SDL start-up. SDL itself is global state; this is the one place that touches it.
@MainActor
public enum SDLLibrary {
    private static var videoStarted = false
    private static var ttfStarted = false

    /// Starts SDL's video and event subsystems. Fails with `.noDisplay` when there is no display.
    public static func startVideo() throws(PlatformError) {
        guard !videoStarted else { return }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Mouse and touch are handled separately; no synthetic events in either direction.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
            let detail = String(cString: SDL_GetError())
            throw .noDisplay(detail: detail.isEmpty ? "SDL could not start its video subsystem" : detail)
        }
        // With no display SDL quietly falls back to a window nobody can see; that is only
        // wanted when asked for by name (SDL_VIDEODRIVER=dummy or offscreen, as tests do).
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
        if (driver == "offscreen" || driver == "dummy") && requested != driver {
            SDL_Quit()
            throw .noDisplay(detail: "no X11 or Wayland display found; DISPLAY and WAYLAND_DISPLAY are unset or unreachable")
        }
        videoStarted = true
        try startText()
    }

    /// Starts SDL_ttf and SDL_image only: enough for headless rendering with no display.
    public static func startText() throws(PlatformError) {
        guard !ttfStarted else { return }
        if TTF_Init() != 0 { throw .sdl(SDLError("TTF_Init failed")) }
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
        ttfStarted = true
    }
}
