import Geometry

/// A frame's drawing as flat buffers: commands, path contours, vertices and 32-bit indices.
/// Its storage is kept between frames (`reset` keeps capacity), so a steady frame allocates
/// nothing.
///
/// Shapes are said in one of two vocabularies, chosen per frame by the renderer
/// (`drawsPaths`): as paths (`fillPath`: a coverage rasteriser fills them exactly), or lowered
/// here to triangles with a one-pixel alpha fringe (`geometry`: for renderers whose primitive
/// is the triangle, a GPU). Rectangles (`fillRect`, `copy`) are the same in both.
public struct DrawList: Sendable {
    public internal(set) var commands: [DrawCommand] = []
    /// The points of every path's contours, in target pixels, and each contour's range of them.
    public private(set) var pathPoints: [Point] = []
    public private(set) var contours: [Range<Int>] = []
    /// Rectangles (target pixels) that path commands cover entirely (`markPathInterior`).
    public internal(set) var interiorRects: [Rect] = []
    /// Whether shapes go in as paths (true) or triangles (false).
    public internal(set) var drawsPaths = false
    public private(set) var vertices: [Vertex] = []
    public internal(set) var indices: [Int32] = []
    /// Buffers for clipping triangles (see `clipTriangles`).
    var clipScratch = ClipScratch()
    /// A fault the renderer is to make on purpose (`RenderFault.staleDamage`; nil: none).
    public internal(set) var fault: RenderFault?
    /// The last path whose inside was found (`markPathInterior`): its command and what it was
    /// found within, so the same path again (a mask of the shape drawn just before) shares it.
    var lastInterior: (command: Int, visible: Rect, tile: Double, least: Double)?

    public init() {}

    public mutating func reset() {
        commands.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        pathPoints.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
        interiorRects.removeAll(keepingCapacity: true)
        lastInterior = nil
    }

    /// Starts a path fill painted as `style` says; contours added until the next command belong to it.
    mutating func beginPath(_ style: MeshStyle, layer: ObjectIdentifier?) {
        var c = DrawCommand(kind: .fillPath)
        c.texture = style.texture
        c.blend = style.blend
        c.color = (style.r, style.g, style.b, style.a)
        c.paintMap = style.uvMap
        c.contourStart = contours.count
        c.layer = layer
        commands.append(c)
    }

    /// Adds a closed contour (target pixels) to the path begun last.
    mutating func addContour<S: Sequence>(_ points: S) where S.Element == Point {
        let start = pathPoints.count
        pathPoints.append(contentsOf: points)
        guard pathPoints.count - start >= 3 else {
            pathPoints.removeSubrange(start...)
            return
        }
        contours.append(start..<pathPoints.count)
        commands[commands.count - 1].contourCount += 1
    }

    /// The points of contour `i`.
    public func contour(_ i: Int) -> ArraySlice<Point> { pathPoints[contours[i]] }

    public mutating func setTarget(_ texture: TextureHandle) {
        var c = DrawCommand(kind: .setTarget)
        c.texture = texture
        commands.append(c)
    }

    public mutating func clear(_ color: Color) {
        var c = DrawCommand(kind: .clear)
        c.clearColor = (Color.byte(color.red), Color.byte(color.green), Color.byte(color.blue), Color.byte(color.alpha))
        commands.append(c)
    }

    public mutating func setClip(_ rect: PixelRect?) {
        if let rect {
            var c = DrawCommand(kind: .setClip)
            c.clip = rect
            commands.append(c)
        } else {
            commands.append(DrawCommand(kind: .clearClip))
        }
    }

    /// An axis-aligned solid rectangle; renderers fill these without triangles.
    public mutating func addFillRect(_ dest: Rect, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), layer: ObjectIdentifier?) {
        var c = DrawCommand(kind: .fillRect)
        c.dest = dest
        c.color = color
        c.layer = layer
        commands.append(c)
    }

    /// An axis-aligned, unflipped textured rectangle; renderers copy these without triangles.
    public mutating func addCopy(_ texture: TextureHandle, source: Rect, dest: Rect, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), blend: BlendMode, layer: ObjectIdentifier?) {
        var c = DrawCommand(kind: .copy)
        c.texture = texture
        c.source = source
        c.dest = dest
        c.color = color
        c.blend = blend
        c.layer = layer
        commands.append(c)
    }

    /// Darkens everything drawn into the window so far as black at opacity `1 - light` drawn
    /// over it would: the colour of each of its commands (and of each vertex) times `light`,
    /// alpha kept. Colour over colour is linear in both, so the result is the darkened one;
    /// commands drawing into offscreen targets are left, since their results reach the
    /// window through commands that are darkened.
    public mutating func darkenWindow(by light: Double) {
        let k = min(1, max(0, light.isFinite ? light : 1))
        guard k < 1 else { return }
        func dark(_ c: UInt8) -> UInt8 { UInt8((Double(c) * k).rounded()) }
        var target = TextureHandle.none
        for i in commands.indices {
            let kind = commands[i].kind
            if kind == .setTarget { target = commands[i].texture }
            guard target == .none else { continue }
            switch kind {
            case .clear:
                let c = commands[i].clearColor
                commands[i].clearColor = (dark(c.r), dark(c.g), dark(c.b), c.a)
            case .fillRect, .copy, .fillPath:
                let c = commands[i].color
                commands[i].color = (dark(c.r), dark(c.g), dark(c.b), c.a)
            case .geometry:
                for v in commands[i].vertexStart..<commands[i].vertexStart + commands[i].vertexCount {
                    vertices[v].r = dark(vertices[v].r)
                    vertices[v].g = dark(vertices[v].g)
                    vertices[v].b = dark(vertices[v].b)
                }
            case .setTarget, .setClip, .clearClip, .unpremultiply:
                break
            }
        }
    }

    /// Notes that the last command, a copy, reads only opaque pixels.
    public mutating func markLastCopyOpaque() {
        guard let last = commands.indices.last, commands[last].kind == .copy else { return }
        commands[last].sourceIsOpaque = true
    }

    /// Notes that the last command, a path fill, is the rounded rectangle `outline`.
    mutating func markLastPathOutline(_ outline: RoundedOutline) {
        guard let last = commands.indices.last, commands[last].kind == .fillPath else { return }
        commands[last].outline = outline
    }

    /// Notes that the last command, a textured path fill with interior rectangles, reads only
    /// opaque texels under them.
    mutating func markLastPathOpaqueInside() {
        guard let last = commands.indices.last, commands[last].kind == .fillPath, commands[last].texture != .none,
            commands[last].interiorCount > 0 else { return }
        commands[last].sourceIsOpaque = true
    }

    /// Asks the renderer to turn the current target's `rect` into straight alpha.
    public mutating func unpremultiply(_ target: TextureHandle, rect: Rect) {
        var c = DrawCommand(kind: .unpremultiply)
        c.texture = target
        c.dest = rect
        commands.append(c)
    }

    /// Starts a run of triangles; vertices appended until the next `beginGeometry` belong to it.
    /// Consecutive runs with the same texture and blend are merged into one command.
    public mutating func beginGeometry(texture: TextureHandle, blend: BlendMode, layer: ObjectIdentifier?) -> Int32 {
        if let last = commands.last, last.kind == .geometry, last.texture == texture, last.blend == blend,
            last.vertexStart + last.vertexCount == vertices.count, last.indexStart + last.indexCount == indices.count
        {
            return Int32(vertices.count)
        }
        var c = DrawCommand(kind: .geometry)
        c.texture = texture
        c.blend = blend
        c.vertexStart = vertices.count
        c.indexStart = indices.count
        c.layer = layer
        commands.append(c)
        return Int32(vertices.count)
    }

    @inline(__always)
    public mutating func addVertex(_ v: Vertex) {
        vertices.append(v)
        commands[commands.count - 1].vertexCount += 1
    }

    @inline(__always)
    public mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
        commands[commands.count - 1].indexCount += 3
    }

    /// The commands that draw (geometry, fills and copies), for tests.
    public var drawingCommands: [DrawCommand] {
        commands.filter { $0.kind == .geometry || $0.kind == .fillPath || $0.kind == .fillRect || $0.kind == .copy }
    }
}
