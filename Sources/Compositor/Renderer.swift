/// Everything the compositor needs from a graphics backend. `SDLPlatform` implements it on
/// SDL_Renderer (a GPU: triangles) and on cairo (software: paths filled by coverage); tests
/// implement it with a recording fake.
@MainActor
public protocol Renderer: AnyObject {
    /// The size of the output (window or headless surface) in pixels.
    var outputPixelSize: PixelSize { get }
    /// Whether `BlendMode.premultiplied` is honoured. When false the compositor draws
    /// offscreen results with straight alpha, which darkens semi-transparent edges a little.
    var supportsPremultipliedBlending: Bool { get }

    func makeTexture(image: Image) -> Texture?
    /// Rasterises text at `scale` pixels per point.
    func makeTexture(text: TextContent, scale: Double) -> Texture?
    /// A texture that can be drawn into (an offscreen target), cleared to transparent.
    func makeRenderTarget(size: PixelSize) -> Texture?
    func destroyTexture(_ handle: TextureHandle)

    /// Whether the renderer fills paths itself (`DrawCommand.Kind.fillPath`, by coverage);
    /// when false the draw list lowers every shape to triangles (`geometry`) for it.
    var fillsPaths: Bool { get }

    /// Runs a frame's draw commands in order.
    func execute(_ list: DrawList)
}

extension Renderer {
    /// Triangles, unless a renderer says otherwise.
    public var fillsPaths: Bool { false }
}
