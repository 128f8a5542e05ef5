import CSDL2
import Compositor
import Geometry

/// The compositor's `Renderer` on an SDL_Renderer: the window's (GPU or software) or a
/// headless software renderer on a surface. Both run the same code.
@MainActor
public final class SDLRenderer: Renderer {
    let handle: OpaquePointer
    let fonts: FontLibrary
    private var textures: [Int32: OpaquePointer] = [:]
    private var nextID: Int32 = 1
    private var sdlVertices: [SDL_Vertex] = []
    private var sdlIndices: [Int32] = []
    private let premultipliedMode: SDL_BlendMode
    public let supportsPremultipliedBlending: Bool
    /// The SDL driver's name ("software", "opengl", ...).
    public let driverName: String

    init(handle: OpaquePointer, fonts: FontLibrary) {
        self.handle = handle
        self.fonts = fonts
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(handle, &info)
        driverName = info.name.map { String(cString: $0) } ?? "unknown"
        premultipliedMode = SDL_ComposeCustomBlendMode(
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        // Ask a throwaway texture whether the driver takes the custom blend mode.
        var supported = false
        if let probe = SDL_CreateTexture(handle, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1) {
            supported = SDL_SetTextureBlendMode(probe, premultipliedMode) == 0
            SDL_DestroyTexture(probe)
        }
        supportsPremultipliedBlending = supported
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    public var outputPixelSize: PixelSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        return PixelSize(width: Int(w), height: Int(h))
    }

    /// Number of live textures (for diagnostics and tests).
    public var textureCount: Int { textures.count }

    private func register(_ tex: OpaquePointer, size: PixelSize) -> Texture {
        let id = nextID
        nextID = nextID == Int32.max ? 1 : nextID + 1
        textures[id] = tex
        return Texture(handle: TextureHandle(rawValue: id), pixelSize: size)
    }

    public func makeTexture(image: Image) -> Texture? {
        guard let tex = SDL_CreateTexture(handle, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(image.width), Int32(image.height)) else {
            return nil
        }
        image.pixels.withUnsafeBytes { raw in
            _ = SDL_UpdateTexture(tex, nil, raw.baseAddress, Int32(image.width * 4))
        }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
        return register(tex, size: PixelSize(width: image.width, height: image.height))
    }

    public func makeTexture(text: TextContent, scale: Double) -> Texture? {
        guard let surface = fonts.renderSurface(text, scale: scale) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let tex = SDL_CreateTextureFromSurface(handle, surface) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
        return register(tex, size: PixelSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h)))
    }

    public func makeRenderTarget(size: PixelSize) -> Texture? {
        guard !size.isEmpty,
            let tex = SDL_CreateTexture(handle, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(size.width), Int32(size.height))
        else { return nil }
        SDL_SetTextureBlendMode(tex, supportsPremultipliedBlending ? premultipliedMode : SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
        return register(tex, size: size)
    }

    public func destroyTexture(_ handle: TextureHandle) {
        if let tex = textures.removeValue(forKey: handle.rawValue) { SDL_DestroyTexture(tex) }
    }

    public func execute(_ list: DrawList) {
        convertVertices(list)
        for cmd in list.commands {
            switch cmd.kind {
            case .setTarget:
                SDL_SetRenderTarget(handle, cmd.texture == .none ? nil : textures[cmd.texture.rawValue])
            case .clear:
                let c = cmd.clearColor
                SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
                SDL_RenderClear(handle)
            case .setClip:
                var r = SDL_Rect(x: cmd.clip.x, y: cmd.clip.y, w: max(0, cmd.clip.width), h: max(0, cmd.clip.height))
                if r.w == 0 || r.h == 0 {
                    // SDL treats an empty clip as "no clip"; a 1x1 clip far away draws nothing instead.
                    r = SDL_Rect(x: -10, y: -10, w: 1, h: 1)
                }
                SDL_RenderSetClipRect(handle, &r)
            case .clearClip:
                SDL_RenderSetClipRect(handle, nil)
            case .geometry:
                drawGeometry(cmd)
            case .fillRect:
                let c = cmd.color
                // Opaque fills need no blending, which the software renderer does much faster.
                SDL_SetRenderDrawBlendMode(handle, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
                var r = SDLRenderer.frect(cmd.dest)
                SDL_RenderFillRectF(handle, &r)
                SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            case .copy:
                drawCopy(cmd)
            }
        }
    }

    /// Converts the whole vertex buffer once per frame, clamping texture coordinates into
    /// 0...1 as SDL requires (fringe vertices can sit half a texel outside).
    private func convertVertices(_ list: DrawList) {
        sdlVertices.removeAll(keepingCapacity: true)
        for v in list.vertices {
            sdlVertices.append(SDL_Vertex(
                position: SDL_FPoint(x: v.x, y: v.y), color: SDL_Color(r: v.r, g: v.g, b: v.b, a: v.a),
                tex_coord: SDL_FPoint(x: min(1, max(0, v.u)), y: min(1, max(0, v.v)))))
        }
        sdlIndices.removeAll(keepingCapacity: true)
        sdlIndices.append(contentsOf: list.indices)
    }

    private static func frect(_ r: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(r.minX), y: Float(r.minY), w: Float(r.width), h: Float(r.height))
    }

    private func drawCopy(_ cmd: DrawCommand) {
        guard let tex = textures[cmd.texture.rawValue] else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(tex, nil, nil, &w, &h)
        let c = cmd.color
        SDL_SetTextureColorMod(tex, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(tex, c.a)
        // Whole pixels for the source, so the software renderer takes its unscaled blit when it can.
        var src = SDL_Rect(
            x: Int32((cmd.source.minX * Double(w)).rounded()), y: Int32((cmd.source.minY * Double(h)).rounded()),
            w: Int32((cmd.source.width * Double(w)).rounded()), h: Int32((cmd.source.height * Double(h)).rounded()))
        var dst = SDLRenderer.frect(cmd.dest)
        SDL_RenderCopyF(handle, tex, &src, &dst)
    }

    private func drawGeometry(_ cmd: DrawCommand) {
        guard cmd.vertexCount > 0, cmd.indexCount > 0 else { return }
        let tex = cmd.texture == .none ? nil : textures[cmd.texture.rawValue]
        if cmd.texture != .none && tex == nil { return }
        // Rebase this command's indices onto its own vertex range, so SDL only checks those.
        let base = Int32(cmd.vertexStart)
        for i in cmd.indexStart..<(cmd.indexStart + cmd.indexCount) { sdlIndices[i] -= base }
        sdlVertices.withUnsafeBufferPointer { verts in
            sdlIndices.withUnsafeBufferPointer { idx in
                _ = SDL_RenderGeometry(
                    handle, tex, verts.baseAddress! + cmd.vertexStart, Int32(cmd.vertexCount),
                    idx.baseAddress! + cmd.indexStart, Int32(cmd.indexCount))
            }
        }
    }

    /// Reads the current target's pixels as RGBA8, top row first.
    public func readPixels() -> (size: PixelSize, pixels: [UInt8])? {
        let size = outputPixelSize
        guard !size.isEmpty else { return nil }
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let ok = pixels.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_RGBA32.rawValue, raw.baseAddress, Int32(size.width * 4)) == 0
        }
        return ok ? (size, pixels) : nil
    }

    public func present() { SDL_RenderPresent(handle) }

    /// Destroys every texture; call before the SDL renderer is destroyed.
    public func destroyAllTextures() {
        for t in textures.values { SDL_DestroyTexture(t) }
        textures.removeAll()
    }
}
