import CSDL2

/// The OpenGL implementation behind an SDL OpenGL renderer, by the name it gives
/// (`GL_RENDERER`): Mesa's llvmpipe under Xvfb, a GPU's name on a desktop.
public enum OpenGLDriver {
    /// `GL_RENDERER` of the context current on this thread (an SDL OpenGL renderer makes its
    /// own current when it is created), or nil when there is none.
    static func currentName() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        return getString(glRenderer).map { String(cString: $0) }
    }

    /// Whether `name` is a rasteriser that runs on the CPU (Mesa's llvmpipe, softpipe and
    /// swrast, OpenSWR, Microsoft's WARP): an OpenGL renderer on it redraws the whole window
    /// every frame on the CPU, slower than Segue's software renderer, which redraws only what
    /// changed.
    public static func isSoftware(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "swr", "microsoft basic render"].contains { lowered.contains($0) }
    }
}
