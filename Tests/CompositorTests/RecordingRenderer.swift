import Compositor
import Geometry

/// A renderer that makes textures out of nothing and remembers what it was asked for.
@MainActor
final class RecordingRenderer: Renderer {
    var outputPixelSize: PixelSize
    var supportsPremultipliedBlending = true
    /// Whether shapes come as paths (a coverage renderer) rather than triangles.
    var fillsPaths = false
    private var next: Int32 = 1
    private(set) var live: Set<Int32> = []
    private(set) var textRasterised: [String] = []
    private(set) var executed = 0

    init(width: Int = 400, height: Int = 300) {
        outputPixelSize = PixelSize(width: width, height: height)
    }

    private func make(_ w: Int, _ h: Int) -> Texture {
        defer { next += 1 }
        live.insert(next)
        return Texture(handle: TextureHandle(rawValue: next), pixelSize: PixelSize(width: w, height: h))
    }

    func makeTexture(image: Image) -> Texture? { make(image.width, image.height) }
    func makeTexture(text: TextContent, scale: Double) -> Texture? {
        textRasterised.append(text.string)
        return make(Int(Double(text.string.count) * 8 * scale), Int(16 * scale))
    }
    /// Offscreen targets and raster-cache captures made so far.
    private(set) var targetsMade = 0
    func makeRenderTarget(size: PixelSize) -> Texture? {
        targetsMade += 1
        return make(size.width, size.height)
    }
    func destroyTexture(_ handle: TextureHandle) { live.remove(handle.rawValue) }
    func execute(_ list: DrawList) { executed += 1 }
}
