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
    /// An image texture's smaller levels, each half the one before (`Image.halved`).
    private var levels: [Int32: [OpaquePointer]] = [:]
    private var nextID: Int32 = 1
    private var sdlVertices: [SDL_Vertex] = []
    private var sdlIndices: [Int32] = []
    private var scratch: [UInt8] = []
    /// The software renderer turns any two triangles that form an axis-aligned rectangle into
    /// a rectangle fill, truncating its edges, which leaves a one-pixel gap beside the
    /// neighbouring triangles. Moving alternate vertices by far less than a subpixel keeps
    /// mesh triangles triangles. (Our own rectangles arrive as `fillRect` and `copy`.)
    private var nudge: Float = 0
    private let premultipliedMode: SDL_BlendMode
    public let supportsPremultipliedBlending: Bool
    /// The SDL driver's name ("software", "opengl", ...).
    public let driverName: String
    /// The pixel format the driver lists first, its own: textures in it are copied without
    /// a conversion per pixel.
    public let nativeFormat: UInt32

    init(handle: OpaquePointer, fonts: FontLibrary) {
        self.handle = handle
        self.fonts = fonts
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(handle, &info)
        driverName = info.name.map { String(cString: $0) } ?? "unknown"
        nativeFormat = info.num_texture_formats > 0 ? info.texture_formats.0 : SDL_PIXELFORMAT_ARGB8888.rawValue
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
        nudge = driverName == "software" ? 1.0 / 1024 : 0
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    /// SDL's software renderer drawing into `surface` (tests: the code a window's GPU
    /// renderer runs, headless). `close()` destroys it.
    @_spi(Testing) public static func software(on surface: UnsafeMutablePointer<SDL_Surface>, fonts: FontLibrary) -> SDLRenderer? {
        SDL_CreateSoftwareRenderer(surface).map { SDLRenderer(handle: $0, fonts: fonts) }
    }

    /// Destroys every texture and the SDL renderer (for renderers made by `software(on:)`).
    @_spi(Testing) public func close() {
        destroyAllTextures()
        SDL_DestroyRenderer(handle)
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

    /// An image's texture, in the renderer's own format (converted once here, not at every copy),
    /// with its smaller levels (`levels`).
    public func makeTexture(image: Image) -> Texture? {
        guard let tex = upload(width: image.width, height: image.height, pixels: image.pixels) else { return nil }
        let texture = register(tex, size: PixelSize(width: image.width, height: image.height))
        var smaller: [OpaquePointer] = []
        var level = image
        while max(level.width, level.height) > SDLRenderer.smallestLevel, let half = level.halved(),
            let made = upload(width: half.width, height: half.height, pixels: half.pixels)
        {
            smaller.append(made)
            level = half
        }
        if !smaller.isEmpty { levels[texture.handle.rawValue] = smaller }
        return texture
    }

    /// An RGBA32 picture as a static texture in the renderer's own format, blended, sampled linearly.
    private func upload(width: Int, height: Int, pixels: [UInt8]) -> OpaquePointer? {
        guard let tex = SDL_CreateTexture(handle, nativeFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height)) else { return nil }
        let pitch = Int32(width * 4)
        var native = [UInt8](repeating: 0, count: pixels.count)
        let converted = pixels.withUnsafeBytes { src in
            native.withUnsafeMutableBytes { dst in
                SDL_ConvertPixels(Int32(width), Int32(height), SDL_PIXELFORMAT_RGBA32.rawValue, src.baseAddress, pitch, nativeFormat, dst.baseAddress, pitch) == 0
            }
        }
        guard converted else {
            SDL_DestroyTexture(tex)
            return nil
        }
        native.withUnsafeBytes { _ = SDL_UpdateTexture(tex, nil, $0.baseAddress, pitch) }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
        return tex
    }

    /// No level is made at or under this many pixels on its longer side.
    static let smallestLevel = 64

    /// The texture to sample `id` from where a pixel spans `texelsPerPixel` of its texels along
    /// its longer axis: the image itself up to two (linear sampling reads every texel), else
    /// the first smaller level at which it spans two or fewer (as a GPU's mipmaps: without
    /// them, a photo shrunk into its cell showed its ripples as streaks), and that level's
    /// size over the image's.
    private func sampled(_ id: Int32, texelsPerPixel: Double) -> (texture: OpaquePointer, scale: Double)? {
        guard let base = textures[id] else { return nil }
        guard texelsPerPixel > 2, texelsPerPixel.isFinite, let smaller = levels[id] else { return (base, 1) }
        let k = min(smaller.count, Int(log2(texelsPerPixel / 2).rounded(.up)))
        guard k > 0 else { return (base, 1) }
        return (smaller[k - 1], 1 / Double(1 << k))
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
            let tex = SDL_CreateTexture(handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(size.width), Int32(size.height))
        else { return nil }
        SDL_SetTextureBlendMode(tex, supportsPremultipliedBlending ? premultipliedMode : SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
        return register(tex, size: size)
    }

    public func destroyTexture(_ handle: TextureHandle) {
        if let tex = textures.removeValue(forKey: handle.rawValue) { SDL_DestroyTexture(tex) }
        for level in levels.removeValue(forKey: handle.rawValue) ?? [] { SDL_DestroyTexture(level) }
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
                var r = SDLRenderer.pixelRect(cmd.dest)
                SDL_RenderFillRect(handle, &r)
                SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            case .copy:
                drawCopy(cmd)
            case .unpremultiply:
                unpremultiply(cmd)
            case .fillPath:
                // Never in this renderer's lists: shapes come to it as triangles.
                break
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
        // Each vertex is nudged by its index within its own command, so a mesh comes out the
        // same whatever was drawn before it.
        if nudge != 0 {
            for cmd in list.commands where cmd.kind == .geometry {
                for k in 0..<cmd.vertexCount {
                    if k & 1 != 0 { sdlVertices[cmd.vertexStart + k].position.x += nudge }
                    if k & 2 != 0 { sdlVertices[cmd.vertexStart + k].position.y += nudge }
                }
            }
        }
        sdlIndices.removeAll(keepingCapacity: true)
        sdlIndices.append(contentsOf: list.indices)
        if nudge != 0 {
            for cmd in list.commands where cmd.kind == .geometry && cmd.texture != .none { alignTexelsToPixels(cmd, list) }
        }
    }

    /// The software renderer truncates each vertex to whole pixels and its texture
    /// coordinates to whole texels, separately, which bends a one-to-one mapping (an
    /// offscreen target drawn through a mask) by up to a pixel: rows double, text ghosts.
    /// For a run whose texture sits one texel per pixel, give each vertex the texel of the
    /// pixel it will land on, a quarter texel in, so the truncations agree.
    private func alignTexelsToPixels(_ cmd: DrawCommand, _ list: DrawList) {
        guard cmd.vertexCount > 0, let tex = textures[cmd.texture.rawValue] else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(tex, nil, nil, &w, &h)
        guard w > 0, h > 0 else { return }
        let tw = Float(w), th = Float(h)
        let range = cmd.vertexStart..<(cmd.vertexStart + cmd.vertexCount)
        // It reads the texel at u x width unchecked: u = 1 reads past the last column (and
        // v = 1 past the last row, out of the surface). Keep both half a texel inside.
        let maxU = (tw - 0.5) / tw, maxV = (th - 0.5) / th
        for i in range {
            sdlVertices[i].tex_coord.x = min(maxU, sdlVertices[i].tex_coord.x)
            sdlVertices[i].tex_coord.y = min(maxV, sdlVertices[i].tex_coord.y)
        }
        let first = list.vertices[range.lowerBound]
        let ox = first.u * tw - first.x, oy = first.v * th - first.y
        for i in range {
            let v = list.vertices[i]
            guard abs(v.u * tw - v.x - ox) < 0.05, abs(v.v * th - v.y - oy) < 0.05, abs(v.x) < 1e6, abs(v.y) < 1e6 else { return }
        }
        let rx = ox.rounded(), ry = oy.rounded()
        for i in range {
            let p = sdlVertices[i].position
            let px = Float(Int32(p.x)), py = Float(Int32(p.y))
            sdlVertices[i].tex_coord = SDL_FPoint(x: min(maxU, max(0, (px + rx + 0.25) / tw)), y: min(maxV, max(0, (py + ry + 0.25) / th)))
        }
    }

    /// Reads back part of the current target, divides colour by alpha, and writes it back.
    /// Only for drivers without premultiplied blending (the software renderer).
    private func unpremultiply(_ cmd: DrawCommand) {
        guard let tex = textures[cmd.texture.rawValue] else { return }
        var rect = SDL_Rect(x: Int32(cmd.dest.minX), y: Int32(cmd.dest.minY), w: Int32(cmd.dest.width), h: Int32(cmd.dest.height))
        guard rect.w > 0, rect.h > 0 else { return }
        let count = Int(rect.w) * Int(rect.h) * 4
        if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
        // Read and write in the texture's own format; alpha is the fourth byte in every
        // 32-bit format targets use here, and the colour order does not matter for this.
        var format: UInt32 = 0
        SDL_QueryTexture(tex, &format, nil, nil, nil)
        scratch.withUnsafeMutableBufferPointer { buf in
            guard SDL_RenderReadPixels(handle, &rect, format, buf.baseAddress, rect.w * 4) == 0 else { return }
            var i = 0
            while i < count {
                let a = UInt32(buf[i + 3])
                if a != 0 && a != 255 {
                    buf[i] = UInt8(min(255, (UInt32(buf[i]) * 255 + a / 2) / a))
                    buf[i + 1] = UInt8(min(255, (UInt32(buf[i + 1]) * 255 + a / 2) / a))
                    buf[i + 2] = UInt8(min(255, (UInt32(buf[i + 2]) * 255 + a / 2) / a))
                }
                i += 4
            }
            SDL_UpdateTexture(tex, &rect, buf.baseAddress, rect.w * 4)
        }
    }

    /// A rectangle snapped to whole pixels by rounding each edge, so neighbours meet exactly.
    private static func pixelRect(_ r: Rect) -> SDL_Rect {
        let x0 = r.minX.rounded(), y0 = r.minY.rounded(), x1 = r.maxX.rounded(), y1 = r.maxY.rounded()
        let limit = 1e6
        guard abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else { return SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        return SDL_Rect(x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)), w: Int32(clamping: Int(x1 - x0)), h: Int32(clamping: Int(y1 - y0)))
    }

    private func drawCopy(_ cmd: DrawCommand) {
        guard let base = textures[cmd.texture.rawValue] else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(base, nil, nil, &w, &h)
        guard let (whole, dest) = SDLRenderer.withinTexture(cmd.source, cmd.dest, width: Double(w), height: Double(h)) else { return }
        let spans = max(whole.width / dest.width, whole.height / dest.height)
        guard let (tex, k) = sampled(cmd.texture.rawValue, texelsPerPixel: spans) else { return }
        let source = k == 1 ? whole : Rect(x: whole.minX * k, y: whole.minY * k, width: whole.width * k, height: whole.height * k)
        var c = cmd.color
        // The software renderer modulates colour slowly; darkening an opaque source is the
        // same as a plain copy with translucent black over it, which it does much faster.
        var darken: UInt8 = 0
        if driverName == "software", cmd.sourceIsOpaque, c.a == 255, c.r == c.g, c.g == c.b, c.r < 255 {
            darken = 255 - c.r
            c = (255, 255, 255, 255)
        }
        defer {
            if darken > 0 {
                // Multiply: the pixels below are opaque, so this is exactly the darkening.
                SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_MOD)
                let keep = 255 - darken
                SDL_SetRenderDrawColor(handle, keep, keep, keep, 255)
                var r = SDLRenderer.pixelRect(dest)
                SDL_RenderFillRect(handle, &r)
                SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            }
        }
        SDL_SetTextureColorMod(tex, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(tex, c.a)
        // Whole pixels for the source, so the software renderer takes its unscaled blit when it can.
        var src = SDLRenderer.pixelRect(source)
        var dst = SDLRenderer.pixelRect(dest)
        // Opaque pixels at full opacity need no blending, which is much faster in software.
        let plain = cmd.sourceIsOpaque && c.a == 255 && src.w == dst.w && src.h == dst.h
        if plain { SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE) }
        SDL_RenderCopy(handle, tex, &src, &dst)
        if plain { SDL_SetTextureBlendMode(tex, supportsPremultipliedBlending ? premultipliedMode : SDL_BLENDMODE_BLEND) }
    }

    /// The part of a copy that reads inside its texture: `source` in texture pixels and the
    /// part of `dest` it lands on, or nil when it reads nothing. Outside its texture a copy
    /// draws nothing, as in cairo; SDL would instead cut the source alone and stretch what
    /// is left over the whole destination.
    @_spi(Testing) public nonisolated static func withinTexture(_ uv: Rect, _ dest: Rect, width: Double, height: Double) -> (source: Rect, dest: Rect)? {
        let s = Rect(x: uv.minX * width, y: uv.minY * height, width: uv.width * width, height: uv.height * height)
        guard s.width > 0, s.height > 0, dest.width > 0, dest.height > 0 else { return nil }
        let inside = s.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !inside.isNull, inside.width > 0, inside.height > 0 else { return nil }
        if inside == s { return (s, dest) }
        let kx = dest.width / s.width, ky = dest.height / s.height
        return (inside, Rect(x: dest.minX + (inside.minX - s.minX) * kx, y: dest.minY + (inside.minY - s.minY) * ky,
            width: inside.width * kx, height: inside.height * ky))
    }

    private func drawGeometry(_ cmd: DrawCommand) {
        guard cmd.vertexCount > 0, cmd.indexCount > 0 else { return }
        let tex = cmd.texture == .none ? nil : sampled(cmd.texture.rawValue, texelsPerPixel: texelsPerPixel(cmd))?.texture
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

    /// How many texels of its texture a pixel of the command's first triangle spans, about
    /// (from the triangle's area in texels against its area in pixels); 1 when it has none.
    private func texelsPerPixel(_ cmd: DrawCommand) -> Double {
        guard cmd.indexCount >= 3, let tex = textures[cmd.texture.rawValue] else { return 1 }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(tex, nil, nil, &w, &h)
        // Indices still count from the start of the frame's vertices here.
        let a = sdlVertices[Int(sdlIndices[cmd.indexStart])], b = sdlVertices[Int(sdlIndices[cmd.indexStart + 1])], c = sdlVertices[Int(sdlIndices[cmd.indexStart + 2])]
        func area(_ p: SDL_FPoint, _ q: SDL_FPoint, _ r: SDL_FPoint, _ sx: Double, _ sy: Double) -> Double {
            abs((Double(q.x - p.x) * Double(r.y - p.y) - Double(r.x - p.x) * Double(q.y - p.y)) * sx * sy) / 2
        }
        let pixels = area(a.position, b.position, c.position, 1, 1)
        let texels = area(a.tex_coord, b.tex_coord, c.tex_coord, Double(w), Double(h))
        guard pixels > 0.5 else { return 1 }
        return (texels / pixels).squareRoot()
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
        for t in levels.values.joined() { SDL_DestroyTexture(t) }
        levels.removeAll()
    }
}
