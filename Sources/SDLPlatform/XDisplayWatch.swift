import CSDL2
import Glibc

/// The X server saying, from outside the app, that the window is gone: another client
/// destroyed it (XDestroyWindow: the next request on it fails with BadWindow) or killed
/// the app's connection (`xdotool windowkill`, xkill: an I/O error). Xlib's own handlers end
/// the process with exit 1 for either, before a recording gets its end line. Watched, the
/// first is a close (the event pump reports a quit, as for the close button) and the second
/// calls `connectionLost`, which must end the process itself (Xlib ends it with exit 1 when
/// the handler returns; nothing may be asked of the display any more).
public enum XDisplayWatch {
    /// The watched window's X id (0: none).
    nonisolated(unsafe) private static var window: UInt = 0
    /// Set by the first error that says the window no longer exists.
    nonisolated(unsafe) public private(set) static var windowGone = false
    nonisolated(unsafe) private static var previous: XErrorHandler?
    /// Called when the connection to the X server is lost, on the thread that was using it
    /// (the main thread); it should finish what must be written and exit.
    nonisolated(unsafe) public static var connectionLost: (() -> Void)?

    /// Watches `sdlWindow` when it is an X11 window. libX11 is the one SDL loaded (found
    /// with RTLD_NOLOAD), so the app does not link it.
    static func watch(_ sdlWindow: OpaquePointer) {
        var info = SDL_SysWMinfo()
        SDL_GetVersion(&info.version)
        guard SDL_GetWindowWMInfo(sdlWindow, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 else { return }
        guard let lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) else { return }
        defer { dlclose(lib) }
        guard let setError = dlsym(lib, "XSetErrorHandler"), let setIOError = dlsym(lib, "XSetIOErrorHandler") else { return }
        typealias SetError = @convention(c) (XErrorHandler?) -> XErrorHandler?
        typealias SetIOError = @convention(c) (XIOErrorHandler?) -> XIOErrorHandler?
        window = UInt(info.info.x11.window)
        windowGone = false
        let old = unsafeBitCast(setError, to: SetError.self)(onError)
        // Installed once: a second window must not make our handler its own "previous".
        if previous == nil || old.map({ unsafeBitCast($0, to: UnsafeRawPointer.self) }) != unsafeBitCast(onError, to: UnsafeRawPointer.self) {
            previous = old
        }
        _ = unsafeBitCast(setIOError, to: SetIOError.self)(onIOError)
    }

    private static let onError: @convention(c) (OpaquePointer?, UnsafeMutablePointer<XErrorEvent>?) -> Int32 = { display, event in
        guard let e = event?.pointee else { return 0 }
        // Once the window is gone, requests on it and on what drew into it fail; none matters.
        if XDisplayWatch.windowGone { return 0 }
        if (e.error_code == UInt8(BadWindow) || e.error_code == UInt8(BadDrawable)) && UInt(e.resourceid) == XDisplayWatch.window {
            XDisplayWatch.windowGone = true
            return 0
        }
        return XDisplayWatch.previous?(display, event) ?? 0
    }

    private static let onIOError: @convention(c) (OpaquePointer?) -> Int32 = { _ in
        XDisplayWatch.connectionLost?()
        return 0
    }
}
