import CCairo
import CSDL2
import Compositor
import Geometry
import Glibc

/// The compositor's software backend, on cairo image surfaces (pixman underneath): paths are
/// filled by exact-area coverage, one shape at a time (no seams, no fringe to leak), textured
/// fills sample bilinearly under any affine map, and rectangles composite through pixman's
/// SIMD paths. Everything is premultiplied. Draws headless (tests, replay, video, bench) and,
/// uploaded once a frame to a streaming texture, a window without a GPU.
@MainActor
public final class CairoRenderer: OutputRenderer {
    struct Surface {
        let surface: OpaquePointer
        /// A pixman image over the same pixels, for plain copies (`PixmanCopy`).
        let image: OpaquePointer?
        let size: PixelSize
        /// An offscreen target (transparent outside what was drawn: sampled with no extension)
        /// rather than an image or text (its edge pixels extended, as a texture is clamped).
        let isTarget: Bool
        /// For a target: which offscreen pass last drew into it (`targetWrites` then).
        var generation = 0
    }

    let fonts: FontLibrary
    /// The output: drawn into by `.none` targets.
    nonisolated(unsafe) private(set) var output: OpaquePointer
    nonisolated(unsafe) private var outputImage: OpaquePointer?
    /// The surface drawn into, and its pixman image.
    var current: (surface: OpaquePointer, image: OpaquePointer?)?
    public private(set) var outputPixelSize: PixelSize
    var surfaces: [Int32: Surface] = [:]
    private var nextID: Int32 = 1
    /// The clip in force on the current target (nil: none), for drawing that bypasses cairo.
    var clipRect: Rect?
    /// Opaque fills not drawn yet (`DeferredFills`), and the ones being drawn or blended over.
    var deferred = DeferredFills()
    var taken: [DeferredFills.Fill] = []
    var fused: [DeferredFills.Fill] = []
    /// The coverage of the last opaque path drawn with a known inside, its command and what
    /// was visible: a texture through the same path next (at an opacity) uses it again.
    var keptMask: (mask: CoverageMask, command: Int, visible: Rect)?
    var holes: [Rect] = []
    /// What changed in the window between frames (`CairoRenderer+Damage`): the last frames'
    /// fingerprints, each command's pixels this frame, the part of the window redrawn (nil:
    /// all) and how many offscreen passes have been drawn.
    var damage = FrameDamage()
    var commandBounds: [Rect] = []
    /// Whether a texture through a rounded outline skips the mask where it can: blended in
    /// one pass when placed one texel per pixel, painted plain where the outline covers
    /// fully. Off, it goes through the outline's coverage mask throughout (the same pixels;
    /// tests compare the two).
    @_spi(Testing) public var drawsOutlinesWithoutMasks = true
    /// The parts of the window the last frame redrew (nil: all of it), rectangles that do
    /// not overlap.
    public var windowDamage: [Rect]? { redrawsWhole ? nil : damageRects }
    /// Whether the last frame redrew the whole window, and else where (storage kept).
    var redrawsWhole = true
    var damageRects: [Rect] = []
    /// The part of the window the pass being drawn redraws (nil: all of it): a frame draws its
    /// commands on the window once for each rectangle of its damage.
    var damagePass: Rect?
    var targetWrites = 0
    /// Whether a frame redraws only what changed in the window (false: all of it, every frame).
    public var tracksDamage = true
    var pieces: [Rect] = []
    var bandEdges: [Double] = []
    /// Pixels blended over held fills in one pass, since the renderer was made (for tests).
    @_spi(Testing) public internal(set) var pixelsBlendedOverFills = 0
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

    /// A window resized since the last frame gets an output of its new size, at the start of
    /// drawing a list that was built for the old one (which every write is cut to:
    /// `SurfaceBlock`).
    private func followWindowSize() {
        if let next = nextOutput {
            nextOutput = nil
            adoptOutput(size: next.size, guardBytes: next.guardBytes)
        }
        guard let window else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(window.renderer, &w, &h)
        let size = PixelSize(width: Int(max(1, w)), height: Int(max(1, h)))
        guard size != outputPixelSize, let t = CairoRenderer.streamingTexture(window.renderer, size) else { return }
        guard adoptOutput(size: size, guardBytes: 0) else {
            SDL_DestroyTexture(t)
            return
        }
        SDL_DestroyTexture(window.texture)
        self.window = (window.renderer, t)
    }

    /// A new output of `size`, the old one let go; false (the old one kept) when it cannot be
    /// made. `guardBytes` past its last row hold a pattern a write past the end would change.
    @discardableResult
    private func adoptOutput(size: PixelSize, guardBytes: Int) -> Bool {
        guard !size.isEmpty, size.width <= 32767, size.height <= 32767 else { return false }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(size.width)))
        let made: (surface: OpaquePointer, buffer: UnsafeMutableRawPointer?)
        if guardBytes > 0 {
            guard let buffer = calloc(1, stride * size.height + guardBytes) else { return false }
            memset(buffer + stride * size.height, Int32(CairoRenderer.guardPattern), guardBytes)
            guard let s = cairo_image_surface_create_for_data(buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(size.width), Int32(size.height), Int32(stride)), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
            else {
                free(buffer)
                return false
            }
            made = (s, buffer)
        } else {
            guard let s = CairoRenderer.makeSurface(CAIRO_FORMAT_ARGB32, size) else { return false }
            made = (s, nil)
        }
        if let outputImage { pixman_image_unref(outputImage) }
        cairo_surface_destroy(output)
        free(outputGuard?.buffer)
        damage.forget()
        output = made.surface
        outputImage = PixmanCopy.image(over: made.surface)
        outputPixelSize = size
        outputGuard = made.buffer.map { ($0, stride * size.height, guardBytes) }
        return true
    }

    /// What `resizeOutputAtNextFrame` asked for.
    private var nextOutput: (size: PixelSize, guardBytes: Int)?
    /// The output's own buffer when it has guard bytes (`resizeOutputAtNextFrame`).
    nonisolated(unsafe) private var outputGuard: (buffer: UnsafeMutableRawPointer, offset: Int, count: Int)?
    private static let guardPattern: UInt8 = 0xA5

    /// Gives the output `size` at the start of the next `execute`, as a window resized between
    /// building a frame and drawing it does, with `guardBytes` after its end (for tests: a
    /// write past the end changes them, `outputGuardIsIntact`).
    @_spi(Testing) public func resizeOutputAtNextFrame(_ size: PixelSize, guardBytes: Int) {
        nextOutput = (size, guardBytes)
    }

    /// Whether the guard bytes after the output are as they were made (true without any).
    @_spi(Testing) public var outputGuardIsIntact: Bool {
        guard let g = outputGuard else { return true }
        return UnsafeRawBufferPointer(start: g.buffer + g.offset, count: g.count).allSatisfy { $0 == CairoRenderer.guardPattern }
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
        free(outputGuard?.buffer)
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
                row[x] = CairoRenderer.premultipliedWord(r: r, g: g, b: b, a: a)
            }
        }
        cairo_surface_mark_dirty(s)
    }

    // MARK: Drawing

    public func execute(_ list: DrawList) {
        followWindowSize()
        redrawsWhole = !findDamage(for: list)
        // A pass for each rectangle of the damage (one, with nothing on the window to redraw,
        // for the offscreen passes); the offscreen passes are drawn in the first only.
        if redrawsWhole || damageRects.isEmpty {
            damagePass = redrawsWhole ? nil : .zero
            draw(list, offscreens: true)
        } else {
            for k in damageRects.indices {
                damagePass = damageRects[k]
                draw(list, offscreens: k == 0)
            }
        }
        damagePass = nil
    }

    /// Draws the list's commands, on the window within `damagePass`, and into offscreen
    /// targets when `offscreens` (else passing over them).
    private func draw(_ list: DrawList, offscreens: Bool) {
        var cr = cairo_create(output)!
        defer { cairo_destroy(cr) }
        current = (output, outputImage)
        defer { current = nil }
        clipRect = nil
        applyClip(cr, to: nil)
        defer { drawDeferred() }
        defer { releaseKeptMask() }
        var passesOver = false
        for (i, cmd) in list.commands.enumerated() {
            if cmd.kind == .setTarget { passesOver = !offscreens && cmd.texture != .none }
            if passesOver || isUndamaged(i, cmd) { continue }
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
                applyClip(cr, to: nil)
            case .clear:
                let c = cmd.clearColor
                deferred.removeAll()
                let area = clearedArea(cr)
                if c.a == 255, isMostlyHidden(area, after: i, in: list), deferred.add(area, color: CairoRenderer.word(c)) { continue }
                // The whole target (within the damage): the clip comes back at the restore.
                cairo_save(cr)
                applyClip(cr, to: nil)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
                cairo_paint(cr)
                cairo_restore(cr)
            case .setClip:
                clipRect = CairoRenderer.clipRect(of: cmd)
                applyClip(cr, to: clipRect)
            case .clearClip:
                clipRect = nil
                applyClip(cr, to: nil)
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
    static func modulation(_ cmd: DrawCommand) -> (opacity: Double, light: Double) {
        let a = Double(cmd.color.a) / 255, grey = Double(cmd.color.r) / 255
        if cmd.blend == .premultiplied { return (a, a > 0 ? min(1, grey / a) : 1) }
        return (a, grey)
    }

    /// The whole current target, in its pixels.
    func targetBounds(_ cr: OpaquePointer) -> Rect {
        let target = cairo_get_target(cr)!
        return Rect(x: 0, y: 0, width: Double(cairo_image_surface_get_width(target)), height: Double(cairo_image_surface_get_height(target)))
    }

    /// An opaque colour as a premultiplied ARGB32 word.
    static func word(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt32 {
        0xFF00_0000 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }

    /// A straight-alpha colour as a premultiplied ARGB32 word, each channel rounded.
    static func premultipliedWord(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt32 {
        premultipliedWord(r: UInt32(c.r), g: UInt32(c.g), b: UInt32(c.b), a: UInt32(c.a))
    }

    @inline(__always)
    static func premultipliedWord(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> UInt32 {
        // Swift shifts before it divides: each channel is rounded first, then shifted.
        let pr = (r * a + 127) / 255, pg = (g * a + 127) / 255, pb = (b * a + 127) / 255
        return a << 24 | pr << 16 | pg << 8 | pb
    }

    /// The target pixels a path's coverage is worked out for: the clip within the target,
    /// whatever part of it is redrawn, so a path comes out the same in a frame redrawn in part
    /// (`CoverageMask` decides by it where a path is cut).
    func coverageArea(_ cr: OpaquePointer) -> Rect {
        let bounds = targetBounds(cr)
        return (clipRect ?? bounds).intersection(bounds)
    }

    /// The target pixels drawing may reach: the clip within the target, and on the window
    /// within the damage.
    func visibleArea(_ cr: OpaquePointer) -> Rect {
        let visible = coverageArea(cr)
        guard drawsOnWindow, let d = damagePass else { return visible }
        return visible.intersection(d)
    }

    static func snap(_ v: Double) -> Double { (v + 0.5).rounded(.down) }

    /// A rectangle snapped to whole pixels by rounding each edge, so neighbours meet exactly.
    /// Halves round up whatever the sign, so a rectangle moved by whole pixels (into an
    /// offscreen target and back) snaps to the same pixels.
    static func pixelRect(_ r: Rect) -> Rect? {
        let x0 = snap(r.minX), y0 = snap(r.minY), x1 = snap(r.maxX), y1 = snap(r.maxY)
        guard abs(x0) < 1e6, abs(y0) < 1e6, abs(x1) < 1e6, abs(y1) < 1e6, x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Output

    /// The output's bytes as they are (premultiplied ARGB32, rows at cairo's stride): a cheap
    /// way for tests to compare two frames exactly.
    @_spi(Testing) public func outputBytes() -> [UInt8] {
        cairo_surface_flush(output)
        guard let base = cairo_image_surface_get_data(output) else { return [] }
        let count = Int(cairo_image_surface_get_stride(output)) * outputPixelSize.height
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

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

    /// A window: one upload of what the frame redrew to its streaming texture, one copy,
    /// present. Headless: the frame is finished (nothing to show).
    public func present() {
        cairo_surface_flush(output)
        guard let window, let base = cairo_image_surface_get_data(output) else { return }
        let stride = cairo_image_surface_get_stride(output)
        if !redrawsWhole {
            // Only what the frame redrew goes up; the texture keeps the rest.
            for d in damageRects where !d.isEmpty {
                var rect = SDL_Rect(x: Int32(d.minX), y: Int32(d.minY), w: Int32(d.width), h: Int32(d.height))
                SDL_UpdateTexture(window.texture, &rect, base + Int(d.minY) * Int(stride) + Int(d.minX) * 4, stride)
            }
        } else {
            SDL_UpdateTexture(window.texture, nil, base, stride)
        }
        SDL_RenderCopy(window.renderer, window.texture, nil, nil)
        SDL_RenderPresent(window.renderer)
    }

    /// Draws an opaque picture over the whole output without blending: the honest floor
    /// a frame is measured against (see `FullScreenCopy`).
    func copyOpaque(_ picture: OpaquePointer) {
        damage.forget()
        redrawsWhole = true
        let cr = cairo_create(output)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, picture, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
    }
}
