import Compositor

/// A renderer that draws an output someone sees or reads: a window (`SDLRenderer`, or
/// `CairoRenderer` uploading to one) or a headless surface (`CairoRenderer`).
@MainActor
public protocol OutputRenderer: Renderer {
    /// What draws ("software": the cairo backend; "opengl", ...), for reports.
    var driverName: String { get }
    /// Shows the frame (a window) or finishes it (headless).
    func present()
    /// The output's pixels as RGBA8 with straight alpha, top row first.
    func readPixels() -> (size: PixelSize, pixels: [UInt8])?
    /// Destroys every texture; call before the renderer goes away.
    func destroyAllTextures()
}

extension SDLRenderer: OutputRenderer {}
