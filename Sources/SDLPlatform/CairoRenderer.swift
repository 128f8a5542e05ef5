import CCairo
import CSDL2
import Compositor
import Geometry

/// The compositor's software backend, on cairo image surfaces (pixman underneath): paths are
/// filled by exact-area coverage, one shape at a time (no seams, no fringe to leak), textured
/// fills sample bilinearly under any affine map, and rectangles composite through pixman's
/// SIMD paths. Everything is premultiplied. Draws headless (tests, replay, video, bench) and,
/// uploaded once a frame to a streaming texture, a window without a GPU.
@MainActor
public final class CairoRenderer: OutputRenderer {
    private struct Surface {
        let surface: OpaquePointer
        /// A pixman image over the same pixels, for plain copies (`PixmanCopy`).
        let image: OpaquePointer?
        let size: PixelSize
        /// An offscreen target (transparent outside what was drawn: sampled with no extension)
        /// rather than an image or text (its edge pixels extended, as a texture is clamped).
        let isTarget: Bool
    }

    let fonts: FontLibrary
    /// The output: drawn into by `.none` targets.
    nonisolated(unsafe) private var output: OpaquePointer
    nonisolated(unsafe) private var outputImage: OpaquePointer?
    /// The surface drawn into, and its pixman image.
    private var current: (surface: OpaquePointer, image: OpaquePointer?)?
    public private(set) var outputPixelSize: PixelSize
    private var surfaces: [Int32: Surface] = [:]
    private var nextID: Int32 = 1
    /// The clip in force on the current target (nil: none), for drawing that bypasses cairo.
    private var clipRect: Rect?
    /// Opaque fills not drawn yet (`DeferredFills`), and the ones being drawn or blended over.
    private var deferred = DeferredFills()
    private var taken: [DeferredFills.Fill] = []
    private var fused: [DeferredFills.Fill] = []
    /// The coverage of the last opaque path drawn with a known inside, its command and what
    /// was visible: a texture through the same path next (at an opacity) uses it again.
    private var keptMask: (mask: CoverageMask, command: Int, visible: Rect)?
    private var holes: [Rect] = []
    private var pieces: [Rect] = []
    private var bandEdges: [Double] = []
    /// Pixels blended over held fills in one pass, since the renderer was made (for tests).
    @_spi(Testing) public private(set) var pixelsBlendedOverFills = 0
    /// Where the output goes on `present`: a window's streaming texture (nil headless).
    private var window: (renderer: OpaquePointer, texture: OpaquePointer)?
    public let driverName: String
    public var supportsPremultipliedBlending: Bool { true }
    public var fillsPaths: Bool { true }

    /// A headless renderer drawing `size` pixels.
    public convenience init?(size: PixelSize, fonts: FontLibrary) {
        self.init(size: size, fonts: fonts, window: nil)
    }

    /// A renderer whose frames `present` uploads to `sdlRenderer`'s window (a software SDL
    /// renderer: SDL only copies the finished frame).
    private init?(size: PixelSize, fonts: FontLibrary, window: (renderer: OpaquePointer, texture: OpaquePointer)?) {
        guard !size.isEmpty, let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)),
            cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
        else { return nil }
        output = s
        outputImage = PixmanCopy.image(over: s)
        outputPixelSize = size
        self.fonts = fonts
        self.window = window
        // The name `--renderer` and the start-up report use for the software path.
        driverName = "software"
    }

    /// A renderer for the window of the software SDL renderer `sdlRenderer`, which then only
    /// shows each finished frame.
    convenience init?(windowRenderer sdlRenderer: OpaquePointer, fonts: FontLibrary) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        let size = PixelSize(width: Int(max(1, w)), height: Int(max(1, h)))
        guard let texture = CairoRenderer.streamingTexture(sdlRenderer, size) else { return nil }
        self.init(size: size, fonts: fonts, window: (sdlRenderer, texture))
    }

    private static func streamingTexture(_ sdlRenderer: OpaquePointer, _ size: PixelSize) -> OpaquePointer? {
        // Cairo's ARGB32 is SDL's ARGB8888: the upload is a plain copy.
        guard let t = SDL_CreateTexture(sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(size.width), Int32(size.height)) else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
        return t
    }

    /// A window resized since the last frame gets an output of its new size.
    private func followWindowSize() {
        guard let window else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(window.renderer, &w, &h)
        let size = PixelSize(width: Int(max(1, w)), height: Int(max(1, h)))
        guard size != outputPixelSize, let s = CairoRenderer.makeSurface(CAIRO_FORMAT_ARGB32, size),
            let t = CairoRenderer.streamingTexture(window.renderer, size)
        else { return }
        cairo_surface_destroy(output)
        if let outputImage { pixman_image_unref(outputImage) }
        SDL_DestroyTexture(window.texture)
        output = s
        outputImage = PixmanCopy.image(over: s)
        outputPixelSize = size
        self.window = (window.renderer, t)
    }

    /// Lets go of the window's texture, before its SDL renderer is destroyed.
    func detachWindow() {
        if let window { SDL_DestroyTexture(window.texture) }
        window = nil
    }

    deinit {
        // Textures were destroyed by `destroyAllTextures`, the window's by `detachWindow`;
        // the output is this object's.
        if let outputImage { pixman_image_unref(outputImage) }
        cairo_surface_destroy(output)
    }

    /// Number of live textures (for diagnostics and tests).
    public var textureCount: Int { surfaces.count }

    private func register(_ s: OpaquePointer, size: PixelSize, isTarget: Bool) -> Texture {
        let id = nextID
        nextID = nextID == Int32.max ? 1 : nextID + 1
        surfaces[id] = Surface(surface: s, image: PixmanCopy.image(over: s), size: size, isTarget: isTarget)
        return Texture(handle: TextureHandle(rawValue: id), pixelSize: size)
    }

    private static func makeSurface(_ format: cairo_format_t, _ size: PixelSize) -> OpaquePointer? {
        guard !size.isEmpty, size.width <= 32767, size.height <= 32767,
            let s = cairo_image_surface_create(format, Int32(size.width), Int32(size.height))
        else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        return s
    }

    /// An image as a cairo surface: premultiplied, or without alpha when it is opaque (which
    /// lets pixman copy it instead of blending).
    public func makeTexture(image: Image) -> Texture? {
        let size = PixelSize(width: image.width, height: image.height)
        guard let s = CairoRenderer.makeSurface(image.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, size) else { return nil }
        image.pixels.withUnsafeBufferPointer { src in
            CairoRenderer.store(rgba: src.baseAddress!, pitch: image.width * 4, size: size, into: s)
        }
        return register(s, size: size, isTarget: false)
    }

    public func makeTexture(text: TextContent, scale: Double) -> Texture? {
        guard let rendered = fonts.renderSurface(text, scale: scale) else { return nil }
        defer { SDL_FreeSurface(rendered) }
        guard let rgba = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        let size = PixelSize(width: Int(rgba.pointee.w), height: Int(rgba.pointee.h))
        guard let s = CairoRenderer.makeSurface(CAIRO_FORMAT_ARGB32, size) else { return nil }
        SDL_LockSurface(rgba)
        CairoRenderer.store(rgba: rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self), pitch: Int(rgba.pointee.pitch), size: size, into: s)
        SDL_UnlockSurface(rgba)
        return register(s, size: size, isTarget: false)
    }

    public func makeRenderTarget(size: PixelSize) -> Texture? {
        guard let s = CairoRenderer.makeSurface(CAIRO_FORMAT_ARGB32, size) else { return nil }
        return register(s, size: size, isTarget: true)
    }

    public func destroyTexture(_ handle: TextureHandle) {
        if let s = surfaces.removeValue(forKey: handle.rawValue) { CairoRenderer.destroy(s) }
    }

    public func destroyAllTextures() {
        for s in surfaces.values { CairoRenderer.destroy(s) }
        surfaces.removeAll()
    }

    private static func destroy(_ s: Surface) {
        if let image = s.image { pixman_image_unref(image) }
        cairo_surface_destroy(s.surface)
    }

    /// Straight RGBA8 into a cairo surface's native premultiplied 32-bit words.
    private static func store(rgba src: UnsafePointer<UInt8>, pitch: Int, size: PixelSize, into s: OpaquePointer) {
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        guard let base = cairo_image_surface_get_data(s) else { return }
        for y in 0..<size.height {
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            let line = src + y * pitch
            for x in 0..<size.width {
                let r = UInt32(line[x * 4]), g = UInt32(line[x * 4 + 1]), b = UInt32(line[x * 4 + 2]), a = UInt32(line[x * 4 + 3])
                func pm(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                row[x] = a << 24 | pm(r) << 16 | pm(g) << 8 | pm(b)
            }
        }
        cairo_surface_mark_dirty(s)
    }

    // MARK: Drawing

    public func execute(_ list: DrawList) {
        followWindowSize()
        var cr = cairo_create(output)!
        defer { cairo_destroy(cr) }
        current = (output, outputImage)
        defer { current = nil }
        defer { drawDeferred() }
        defer { releaseKeptMask() }
        for (i, cmd) in list.commands.enumerated() {
            switch cmd.kind {
            case .setTarget:
                drawDeferred()
                releaseKeptMask()
                let target = cmd.texture == .none ? (output, outputImage) : surfaces[cmd.texture.rawValue].map { ($0.surface, $0.image) }
                guard let target else { continue }
                cairo_destroy(cr)
                cr = cairo_create(target.0)!
                current = target
                clipRect = nil
            case .clear:
                let c = cmd.clearColor
                deferred.removeAll()
                if c.a == 255, isMostlyHidden(targetBounds(cr), after: i, in: list), deferred.add(targetBounds(cr), color: CairoRenderer.word(c)) { continue }
                cairo_save(cr)
                cairo_reset_clip(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
                cairo_paint(cr)
                cairo_restore(cr)
            case .setClip:
                cairo_reset_clip(cr)
                cairo_rectangle(cr, Double(cmd.clip.x), Double(cmd.clip.y), Double(max(0, cmd.clip.width)), Double(max(0, cmd.clip.height)))
                cairo_clip(cr)
                clipRect = Rect(x: Double(cmd.clip.x), y: Double(cmd.clip.y), width: Double(max(0, cmd.clip.width)), height: Double(max(0, cmd.clip.height)))
            case .clearClip:
                cairo_reset_clip(cr)
                clipRect = nil
            case .fillRect:
                let c = cmd.color
                guard let r = CairoRenderer.pixelRect(cmd.dest) else { continue }
                let shown = r.intersection(visibleArea(cr))
                if c.a == 255, shown.width * shown.height >= CairoRenderer.leastDeferred, isMostlyHidden(shown, after: i, in: list),
                    deferred.add(shown, color: CairoRenderer.word(c))
                {
                    continue
                }
                drawDeferred(meeting: shown)
                cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_fill(cr)
            case .copy:
                drawCopy(cmd, cr)
            case .fillPath:
                fillPath(cmd, at: i, of: list, cr)
            case .geometry, .unpremultiply:
                // Never in this renderer's lists: it fills paths (`fillsPaths`) and blends
                // premultiplied sources.
                break
            }
        }
    }

    /// A texture command's modulation: opacity, and the grey it darkens by (1: none).
    private static func modulation(_ cmd: DrawCommand) -> (opacity: Double, light: Double) {
        let a = Double(cmd.color.a) / 255, grey = Double(cmd.color.r) / 255
        if cmd.blend == .premultiplied { return (a, a > 0 ? min(1, grey / a) : 1) }
        return (a, grey)
    }

    /// Copies the `source` part of a texture into whole pixels of the target, as SDL's copy does
    /// (edges rounded, so neighbours meet exactly and text stays on the pixel grid).
    private func drawCopy(_ cmd: DrawCommand, _ cr: OpaquePointer) {
        guard let tex = surfaces[cmd.texture.rawValue], let dst = CairoRenderer.pixelRect(cmd.dest) else { return }
        // An opaque copy replaces every pixel of its rectangle: fills held under it are spared.
        if cmd.sourceIsOpaque && CairoRenderer.modulation(cmd).opacity >= 1 {
            deferred.cover(dst.intersection(visibleArea(cr)))
        } else {
            drawDeferred(meeting: dst.intersection(visibleArea(cr)))
        }
        let tw = Double(tex.size.width), th = Double(tex.size.height)
        let src = Rect(
            x: CairoRenderer.snap(cmd.source.minX * tw), y: CairoRenderer.snap(cmd.source.minY * th),
            width: CairoRenderer.snap(cmd.source.width * tw), height: CairoRenderer.snap(cmd.source.height * th))
        guard src.width > 0, src.height > 0 else { return }
        // Target pixel -> texel.
        let map = AffineTransform(translationX: -dst.minX, y: -dst.minY)
            .concatenating(AffineTransform(scaleX: src.width / dst.width, y: src.height / dst.height))
            .concatenating(AffineTransform(translationX: src.minX, y: src.minY))
        let (opacity, light) = CairoRenderer.modulation(cmd)
        guard opacity > 0 else { return }
        if opacity >= 1 && light < 1 && darkenedCopy(tex, src: src, dst: dst, light: light, blends: !cmd.sourceIsOpaque, cr) { return }
        if opacity >= 1 && light >= 1 && plainCopy(tex, src: src, dst: dst, opaque: cmd.sourceIsOpaque) { return }
        cairo_rectangle(cr, dst.minX, dst.minY, dst.width, dst.height)
        if cmd.sourceIsOpaque && opacity >= 1 {
            // Opaque pixels replace what is under them: a copy, no blending. A darkening is
            // then translucent black over the copy, which is exactly the darkened picture.
            paint(tex, map: map, opacity: 1, operator: CAIRO_OPERATOR_SOURCE, cr)
            if light < 1 {
                cairo_rectangle(cr, dst.minX, dst.minY, dst.width, dst.height)
                cairo_set_source_rgba(cr, 0, 0, 0, 1 - light)
                cairo_fill(cr)
            }
            return
        }
        paint(tex, map: map, opacity: opacity, light: light, cr)
    }

    /// A texture copied one texel per pixel and darkened, in one pass (`DarkenedCopy`):
    /// replacing what is there when it is opaque, else blended over it; false when the copy
    /// is scaled or reaches outside the texture.
    private func darkenedCopy(_ tex: Surface, src: Rect, dst: Rect, light: Double, blends: Bool, _ cr: OpaquePointer) -> Bool {
        guard src.width == dst.width, src.height == dst.height, src.minX >= 0, src.minY >= 0,
            src.maxX <= Double(tex.size.width), src.maxY <= Double(tex.size.height)
        else { return false }
        let target = cairo_get_target(cr)!
        let bounds = Rect(x: 0, y: 0, width: Double(cairo_image_surface_get_width(target)), height: Double(cairo_image_surface_get_height(target)))
        let shown = dst.intersection(clipRect ?? bounds).intersection(bounds)
        guard !shown.isEmpty else { return true }
        let from = (Int(src.minX + shown.minX - dst.minX), Int(src.minY + shown.minY - dst.minY))
        if blends {
            DarkenedCopy.blend(source: tex.surface, from: from, target: target, to: (Int(shown.minX), Int(shown.minY)), width: Int(shown.width), height: Int(shown.height), light: light)
        } else {
            DarkenedCopy.run(source: tex.surface, from: from, target: target, to: (Int(shown.minX), Int(shown.minY)), width: Int(shown.width), height: Int(shown.height), light: light)
        }
        return true
    }

    /// A texture copied one texel per pixel, unmodulated, straight through pixman
    /// (`PixmanCopy`); false when the copy is scaled or reaches outside the texture.
    private func plainCopy(_ tex: Surface, src: Rect, dst: Rect, opaque: Bool) -> Bool {
        guard src.width == dst.width, src.height == dst.height, src.minX >= 0, src.minY >= 0,
            src.maxX <= Double(tex.size.width), src.maxY <= Double(tex.size.height),
            let texImage = tex.image, let current, let targetImage = current.image
        else { return false }
        let bounds = Rect(x: 0, y: 0, width: Double(cairo_image_surface_get_width(current.surface)), height: Double(cairo_image_surface_get_height(current.surface)))
        let shown = dst.intersection(clipRect ?? bounds).intersection(bounds)
        guard !shown.isEmpty else { return true }
        PixmanCopy.run((tex.surface, texImage), from: (Int(src.minX + shown.minX - dst.minX), Int(src.minY + shown.minY - dst.minY)),
            to: (current.surface, targetImage), at: (Int(shown.minX), Int(shown.minY)), width: Int(shown.width), height: Int(shown.height), opaque: opaque)
        return true
    }

    /// Fills the command's contours with its colour or its texture, by coverage; through a
    /// mask of their own where they cross the edge of what may be drawn, or a texture is
    /// drawn translucent (`CoverageMask`). Where the path's inside is known
    /// (`DrawList.markPathInterior`), an opaque colour is held there as a fill, and a texture
    /// over fills held there is blended over their colour in one pass.
    private func fillPath(_ cmd: DrawCommand, at index: Int, of list: DrawList, _ cr: OpaquePointer) {
        guard cmd.contourCount > 0 else { return }
        let tex = cmd.texture == .none ? nil : surfaces[cmd.texture.rawValue]
        if cmd.texture != .none && tex == nil { return }
        let (opacity, light) = CairoRenderer.modulation(cmd)
        let visible = visibleArea(cr)
        let reach = CairoContours.extent(cmd, of: list).insetBy(dx: -1, dy: -1).intersection(visible)
        guard let tex else {
            fillSolid(cmd, at: index, of: list, visible: visible, reach: reach, cr)
            return
        }
        let map = cmd.paintMap.concatenating(AffineTransform(scaleX: Double(tex.size.width), y: Double(tex.size.height)))
        // The same path filled opaque just before (the logo, under the page it reveals): its
        // mask, at this opacity.
        if light >= 1, opacity < 1, cmd.interiorCount > 0, let kept = keptMask, kept.visible == visible,
            list.sameContours(list.commands[kept.command], cmd),
            blendOverHeldFills(tex, map: map, through: kept.mask.at(opacity: opacity), inside: list.interior(of: cmd), cr)
        {
            return
        }
        let mask = CoverageMask(cmd, of: list, visible: visible, opacity: opacity)
        defer { mask?.release() }
        if let mask, light >= 1, cmd.interiorCount > 0, blendOverHeldFills(tex, map: map, through: mask, inside: list.interior(of: cmd), cr) { return }
        drawDeferred(meeting: reach)
        cairo_new_path(cr)
        if mask == nil { CairoContours.add(cmd, of: list, to: cr) }
        paint(tex, map: map, opacity: opacity, light: light, through: mask, cr)
    }

    /// A path filled with a colour. An opaque one's inside hides held fills under it and is
    /// held as a fill; the rest of its coverage is blended through a mask of its own (cut by a
    /// clip instead, cairo's rows at the cut come out a few levels other), which is kept for
    /// a texture drawn next through the same path.
    private func fillSolid(_ cmd: DrawCommand, at index: Int, of list: DrawList, visible: Rect, reach: Rect, _ cr: OpaquePointer) {
        let c = cmd.color
        let inside = c.a == 255 ? list.interior(of: cmd) : []
        let mask = CoverageMask(cmd, of: list, visible: visible, opacity: 1, always: !inside.isEmpty)
        for r in inside { deferred.cover(r) }
        drawDeferred(meeting: reach)
        if let mask, !inside.isEmpty, let current, let image = current.image {
            pieces.removeAll(keepingCapacity: true)
            mask.box.intersection(visible).subtracting(all: inside, into: &pieces, edges: &bandEdges)
            mask.drawSolid(CairoRenderer.word(c), over: pieces, of: (current.surface, image))
            for r in inside where !deferred.add(r, color: CairoRenderer.word(c)) { fill(r, color: CairoRenderer.word(c)) }
            releaseKeptMask()
            keptMask = (mask, index, visible)
            return
        }
        defer { mask?.release() }
        cairo_new_path(cr)
        if mask == nil { CairoContours.add(cmd, of: list, to: cr) }
        cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
        if let mask { mask.draw(on: cr) } else { cairo_fill(cr) }
    }

    /// Lets go of the mask kept from the last opaque path (a new one, another target, the end).
    private func releaseKeptMask() {
        keptMask?.mask.release()
        keptMask = nil
    }

    /// A texture through its mask where the path's `inside` lies over held fills: those parts
    /// blended over the fills' colours in one pass (`segue_over_solid`, the same pixels as
    /// filling and then blending), the rest through the mask (`MaskedOver`). False when the
    /// texture is not drawn one texel per pixel (cairo draws it then).
    private func blendOverHeldFills(_ tex: Surface, map: AffineTransform, through mask: CoverageMask, inside: ArraySlice<Rect>, _ cr: OpaquePointer) -> Bool {
        guard let placed = MaskedOver.placement(of: tex.surface, map: map, mask: mask, visible: visibleArea(cr)) else { return false }
        guard !placed.shown.isEmpty else { return true }
        fused.removeAll(keepingCapacity: true)
        for r in inside {
            let part = r.intersection(placed.shown)
            if !part.isEmpty { deferred.takeParts(under: part, into: &fused) }
        }
        drawDeferred(meeting: placed.shown)
        let target = cairo_get_target(cr)!
        holes.removeAll(keepingCapacity: true)
        for f in fused {
            pixelsBlendedOverFills += Int(f.rect.width * f.rect.height)
            MaskedOver.overSolid(source: tex.surface, placement: placed, mask: mask, rect: f.rect, color: f.color, target: target)
            holes.append(f.rect)
        }
        pieces.removeAll(keepingCapacity: true)
        placed.shown.subtracting(all: holes, into: &pieces, edges: &bandEdges)
        for p in pieces { MaskedOver.run(source: tex.surface, placement: placed, mask: mask, rect: p, target: target) }
        return true
    }

    // MARK: Held fills

    /// Fills at least this many pixels are held back (`DeferredFills`); smaller ones are drawn at once.
    private static let leastDeferred = 1024.0

    /// Whether what draws after command `i` into the same target hides at least a quarter of
    /// `rect` (the insides of paths, opaque copies) or blends over it in one pass (a texture
    /// through a path's inside): only such a fill is held back. A fill held for nothing is
    /// drawn later than asked and cut up by what draws over it (a Modal zoom frame took a
    /// fifth longer, in the same pixels).
    private func isMostlyHidden(_ rect: Rect, after i: Int, in list: DrawList) -> Bool {
        let wanted = rect.width * rect.height / 4
        var hidden = 0.0
        for cmd in list.commands[(i + 1)...] {
            switch cmd.kind {
            case .setTarget:
                return false
            case .fillPath where cmd.interiorCount > 0:
                for r in list.interior(of: cmd) { let o = r.intersection(rect); if !o.isEmpty { hidden += o.width * o.height } }
            case .copy where cmd.sourceIsOpaque && cmd.color.a == 255:
                let o = cmd.dest.intersection(rect); if !o.isEmpty { hidden += o.width * o.height }
            default:
                continue
            }
            if hidden >= wanted { return true }
        }
        return false
    }

    /// Draws what of the held fills lies in `area` (all of them when nil), before what draws there.
    private func drawDeferred(meeting area: Rect? = nil) {
        guard !deferred.isEmpty else { return }
        taken.removeAll(keepingCapacity: true)
        // Only the parts under what draws next: the rest of a fill (a band across the window
        // under a line of text) stays held.
        if let area { deferred.takeParts(under: area.integral, into: &taken) } else { deferred.takeAll(into: &taken) }
        for f in taken { fill(f.rect, color: f.color) }
    }

    /// Fills whole pixels of the current target with an opaque colour (premultiplied ARGB32).
    private func fill(_ r: Rect, color: UInt32) {
        guard let surface = current?.surface, let data = cairo_image_surface_get_data(surface), !r.isEmpty else { return }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface) / 4
        pixman_fill(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), stride, 32, Int32(r.minX), Int32(r.minY), Int32(r.width), Int32(r.height), color)
        cairo_surface_mark_dirty_rectangle(surface, Int32(r.minX), Int32(r.minY), Int32(r.width), Int32(r.height))
    }

    /// The whole current target, in its pixels.
    private func targetBounds(_ cr: OpaquePointer) -> Rect {
        let target = cairo_get_target(cr)!
        return Rect(x: 0, y: 0, width: Double(cairo_image_surface_get_width(target)), height: Double(cairo_image_surface_get_height(target)))
    }

    /// An opaque colour as a premultiplied ARGB32 word.
    private static func word(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt32 {
        0xFF00_0000 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }

    /// The target pixels drawing may reach: the clip within the target.
    private func visibleArea(_ cr: OpaquePointer) -> Rect {
        let target = cairo_get_target(cr)!
        let bounds = Rect(x: 0, y: 0, width: Double(cairo_image_surface_get_width(target)), height: Double(cairo_image_surface_get_height(target)))
        return (clipRect ?? bounds).intersection(bounds)
    }

    /// Paints `tex` through the current path (consumed), or through `mask` (which holds the
    /// opacity), placed by `map` (target pixel -> texel), at `opacity` and darkened to `light`.
    private func paint(_ tex: Surface, map: AffineTransform, opacity: Double, light: Double = 1, operator op: cairo_operator_t = CAIRO_OPERATOR_OVER,
        through mask: CoverageMask? = nil, _ cr: OpaquePointer)
    {
        guard opacity > 0, map.isFinite, map.determinant != 0 else {
            cairo_new_path(cr)
            return
        }
        let pattern = cairo_pattern_create_for_surface(tex.surface)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, map.a, map.b, map.c, map.d, map.tx, map.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        // Images and text are clamped at their edges (the shape's outline is the edge);
        // offscreen targets are transparent beyond what was drawn into them.
        cairo_pattern_set_extend(pattern, tex.isTarget ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if light < 1 {
            // Darkened: the texture drawn into a group as large as the shape, black over it
            // ATOP (which keeps its alpha, so translucent pixels stay exact), then the group
            // through the shape at the opacity.
            if let mask {
                cairo_rectangle(cr, mask.origin.x, mask.origin.y, Double(cairo_image_surface_get_width(mask.mask)), Double(cairo_image_surface_get_height(mask.mask)))
            }
            cairo_clip(cr)
            cairo_push_group(cr)
            // Inside the group the shape's edge is not cut again (it is, once, when the group is
            // painted): the group keeps only the clip's extent.
            cairo_reset_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ATOP)
            cairo_set_source_rgba(cr, 0, 0, 0, 1 - light)
            cairo_paint(cr)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, op)
            if let mask { mask.draw(on: cr) } else { cairo_paint_with_alpha(cr, opacity) }
            return
        }
        if let mask, op == CAIRO_OPERATOR_OVER, maskedOver(tex, map: map, through: mask, cr) { return }
        cairo_set_operator(cr, op)
        cairo_set_source(cr, pattern)
        if let mask {
            mask.draw(on: cr)
        } else if opacity >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// A texture drawn one texel per pixel through a mask, over the target, in one pass of
    /// our own (`MaskedOver`); false when it is scaled, sits between pixels or the mask
    /// reaches outside it (cairo then draws it).
    private func maskedOver(_ tex: Surface, map: AffineTransform, through mask: CoverageMask, _ cr: OpaquePointer) -> Bool {
        guard let placed = MaskedOver.placement(of: tex.surface, map: map, mask: mask, visible: visibleArea(cr)) else { return false }
        guard !placed.shown.isEmpty else { return true }
        MaskedOver.run(source: tex.surface, placement: placed, mask: mask, rect: placed.shown, target: cairo_get_target(cr)!)
        return true
    }

    private static func snap(_ v: Double) -> Double { (v + 0.5).rounded(.down) }

    /// A rectangle snapped to whole pixels by rounding each edge, so neighbours meet exactly.
    /// Halves round up whatever the sign, so a rectangle moved by whole pixels (into an
    /// offscreen target and back) snaps to the same pixels.
    private static func pixelRect(_ r: Rect) -> Rect? {
        let x0 = snap(r.minX), y0 = snap(r.minY), x1 = snap(r.maxX), y1 = snap(r.maxY)
        guard abs(x0) < 1e6, abs(y0) < 1e6, abs(x1) < 1e6, abs(y1) < 1e6, x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Output

    /// The output as RGBA8 with straight alpha, top row first.
    public func readPixels() -> (size: PixelSize, pixels: [UInt8])? {
        cairo_surface_flush(output)
        guard let base = cairo_image_surface_get_data(output) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(output))
        let w = outputPixelSize.width, h = outputPixelSize.height
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let p = row[x]
                    let a = p >> 24
                    var r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255
                    if a != 0 && a != 255 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    let i = (y * w + x) * 4
                    out[i] = UInt8(r)
                    out[i + 1] = UInt8(g)
                    out[i + 2] = UInt8(b)
                    out[i + 3] = UInt8(a)
                }
            }
        }
        return (outputPixelSize, pixels)
    }

    /// A window: one upload of the frame to its streaming texture, one copy, present. Headless:
    /// the frame is finished (nothing to show).
    public func present() {
        cairo_surface_flush(output)
        guard let window, let base = cairo_image_surface_get_data(output) else { return }
        SDL_UpdateTexture(window.texture, nil, base, cairo_image_surface_get_stride(output))
        SDL_RenderCopy(window.renderer, window.texture, nil, nil)
        SDL_RenderPresent(window.renderer)
    }

    /// Draws an opaque picture over the whole output without blending: the honest floor
    /// a frame is measured against (see `FullScreenCopy`).
    func copyOpaque(_ picture: OpaquePointer) {
        let cr = cairo_create(output)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, picture, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
    }
}
