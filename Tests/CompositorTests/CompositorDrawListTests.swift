import Testing
import Compositor
import Geometry

@MainActor
@Suite struct CompositorDrawListTests {
    func layer(_ r: Rect, _ color: Color = .white, name: String) -> Layer {
        let l = Layer()
        l.frame = r
        l.backgroundColor = color
        l.name = name
        return l
    }

    func drawn(_ c: Compositor) -> [ObjectIdentifier?] { c.drawList.drawingCommands.map(\.layer) }

    @Test func drawsParentsBeforeChildrenAndSiblingsInOrder() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let a = layer(Rect(x: 10, y: 10, width: 50, height: 50), .black, name: "a")
        let b = layer(Rect(x: 20, y: 20, width: 50, height: 50), .black, name: "b")
        let a1 = layer(Rect(x: 5, y: 5, width: 10, height: 10), .white, name: "a1")
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(a1)
        let c = Compositor()
        c.build(root, for: RecordingRenderer(), scale: 1)
        // The opaque root that fills the window becomes the clear colour; the rest draw in order.
        let clearColor = c.drawList.commands.first { $0.kind == .clear }?.clearColor
        #expect(clearColor.map { $0 == (255, 255, 255, 255) } == true)
        #expect(drawn(c) == [a, a1, b].map { ObjectIdentifier($0) })
        // Plain rectangles are fills in window pixels, the child offset by its parent.
        let fills = c.drawList.commands.filter { $0.kind == .fillRect }
        #expect(fills[1].dest == Rect(x: 15, y: 15, width: 10, height: 10))
    }

    /// An opaque picture filling its layer hides the layer's background, which is not
    /// filled; a picture with transparency, one that leaves part of the layer bare, or one
    /// drawn translucent keeps it.
    @Test func anOpaquePictureFillingItsLayerHidesItsBackground() throws {
        let opaque = try #require(Image(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
        let seeThrough = try #require(Image(width: 2, height: 2, pixels: [UInt8](repeating: 128, count: 16)))
        let wide = try #require(Image(width: 4, height: 2, pixels: [UInt8](repeating: 255, count: 32)))
        func backgroundFilled(_ image: Image, gravity: ContentsGravity = .resize, opacity: Double = 1) -> Bool {
            let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
            let cell = layer(Rect(x: 10, y: 10, width: 50, height: 50), .black, name: "cell")
            cell.contents = .image(image)
            cell.contentsGravity = gravity
            cell.opacity = opacity
            root.addSublayer(cell)
            let c = Compositor()
            c.build(root, for: RecordingRenderer(), scale: 1)
            return c.drawList.commands.contains { $0.kind == .fillRect && $0.layer == ObjectIdentifier(cell) }
        }
        #expect(!backgroundFilled(opaque))
        #expect(!backgroundFilled(wide, gravity: .resizeAspectFill))
        #expect(backgroundFilled(seeThrough))
        #expect(backgroundFilled(wide, gravity: .resizeAspect))
        #expect(backgroundFilled(opaque, opacity: 0.5))
    }

    @Test func pixelScaleMultipliesGeometry() {
        let root = layer(Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let a = layer(Rect(x: 10, y: 10, width: 20, height: 20), .black, name: "a")
        root.addSublayer(a)
        let c = Compositor()
        c.build(root, for: RecordingRenderer(width: 200, height: 200), scale: 2)
        #expect(c.drawList.commands.filter { $0.kind == .fillRect }.last?.dest == Rect(x: 20, y: 20, width: 40, height: 40))
    }

    @Test func layersOutsideTheWindowAreCulled() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let off = layer(Rect(x: 500, y: 10, width: 50, height: 50), .black, name: "off")
        let clipped = layer(Rect(x: -100, y: -100, width: 50, height: 50), .black, name: "clipped")
        clipped.masksToBounds = true
        let inner = layer(Rect(x: 0, y: 0, width: 500, height: 500), .black, name: "inner")
        clipped.addSublayer(inner)
        root.addSublayer(off)
        root.addSublayer(clipped)
        let c = Compositor()
        c.build(root, for: RecordingRenderer(), scale: 1)
        #expect(drawn(c).isEmpty)  // the root's background is the clear colour
        #expect(c.culledLayerCount == 2)
    }

    @Test func masksToBoundsClipsChildrenWithAClipRect() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let box = layer(Rect(x: 10, y: 20, width: 100, height: 50), .black, name: "box")
        box.masksToBounds = true
        box.addSublayer(layer(Rect(x: 50, y: 0, width: 200, height: 200), .white, name: "child"))
        root.addSublayer(box)
        let c = Compositor()
        c.build(root, for: RecordingRenderer(), scale: 1)
        let kinds = c.drawList.commands.map(\.kind)
        let clip = c.drawList.commands.first { $0.kind == .setClip }
        #expect(clip?.clip == PixelRect(x: 10, y: 20, width: 100, height: 50))
        // The clip is set before the child draws and lifted after it.
        let setIndex = kinds.firstIndex(of: .setClip)!, clearIndex = kinds.firstIndex(of: .clearClip)!
        #expect(setIndex < clearIndex)
        #expect(kinds[setIndex + 1] == .fillRect)
    }

    @Test func roundedClippingDrawsOffscreenThenThroughTheOutline() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let card = layer(Rect(x: 10, y: 10, width: 100, height: 100), .black, name: "card")
        card.cornerRadius = 20
        card.masksToBounds = true
        card.addSublayer(layer(Rect(x: 0, y: 0, width: 100, height: 100), .white, name: "child"))
        root.addSublayer(card)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.build(root, for: RecordingRenderer(), scale: 1)
        let targets = c.drawList.commands.filter { $0.kind == .setTarget }.map(\.texture)
        #expect(targets.count == 3)  // window, offscreen, window
        #expect(targets[1] != .none && targets[2] == .none)
        // The composite is textured geometry (the rounded outline), sampling the offscreen target.
        let composite = c.drawList.commands.last { $0.kind == .geometry }
        #expect(composite?.texture == targets[1])
        #expect(composite?.layer == ObjectIdentifier(card))
        // The outline has a transparent fringe: some vertices have zero alpha.
        let verts = c.drawList.vertices[composite!.vertexStart..<(composite!.vertexStart + composite!.vertexCount)]
        #expect(verts.contains { $0.a == 0 } && verts.contains { $0.a == 255 })
    }

    /// A dimmed page that clips (drawn offscreen for its dimming), half covered by the page
    /// sliding over it: its target holds only the part that shows, so the copy reads only
    /// inside the target, and it is darkened.
    @Test func aDimmedClippingPagePartlyCoveredCopiesOnlyWhatShows() throws {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let page = layer(Rect(x: 0, y: 0, width: 400, height: 300), .white, name: "page")
        page.masksToBounds = true
        page.dimming = 0.5
        page.transform = AffineTransform(translationX: -100, y: 0)
        page.addSublayer(layer(Rect(x: 20, y: 20, width: 300, height: 40), .black, name: "row"))
        let cover = layer(Rect(x: 200, y: 0, width: 200, height: 300), .white, name: "cover")
        root.addSublayer(page)
        root.addSublayer(cover)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.build(root, for: RecordingRenderer(), scale: 1)
        let target = try #require(c.drawList.commands.filter { $0.kind == .setTarget }.map(\.texture).first { $0 != .none })
        let reads = c.drawList.commands.filter { $0.texture == target && ($0.kind == .geometry || $0.kind == .copy) }
        #expect(!reads.isEmpty)
        for read in reads {
            if read.kind == .copy {
                #expect(read.source.minX >= -0.001 && read.source.maxX <= 1.001 && read.source.minY >= -0.001 && read.source.maxY <= 1.001, "\(read.source)")
                #expect(read.dest.maxX <= 201, "\(read.dest)")
                #expect(read.color.r == 128)
            } else {
                // The triangles left after cutting (their indices name the vertices they use).
                for i in c.drawList.indices[read.indexStart..<(read.indexStart + read.indexCount)] {
                    let v = c.drawList.vertices[Int(i)]
                    #expect(v.u >= -0.001 && v.u <= 1.001 && v.v >= -0.001 && v.v <= 1.001, "\(v)")
                }
            }
        }
    }

    @Test func aShapeMaskTexturesTheMaskPath() throws {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let masked = layer(Rect(x: 0, y: 0, width: 200, height: 200), .black, name: "masked")
        let mask = ShapeLayer()
        mask.path = try Path(svgData: "M0 0 L100 0 L100 100 L50 40 L0 100 Z")
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        masked.mask = mask
        root.addSublayer(masked)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.build(root, for: RecordingRenderer(), scale: 1)
        let composite = try #require(c.drawList.commands.last { $0.kind == .geometry })
        #expect(composite.texture != .none)
        // Every texture coordinate lies inside the offscreen target.
        for v in c.drawList.vertices[composite.vertexStart..<(composite.vertexStart + composite.vertexCount)] {
            #expect(v.u >= -0.01 && v.u <= 1.01 && v.v >= -0.01 && v.v <= 1.01)
        }
    }

    @Test func groupOpacityGoesOffscreenOnlyWithSublayers() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let lone = layer(Rect(x: 0, y: 0, width: 50, height: 50), .black, name: "lone")
        lone.opacity = 0.5
        root.addSublayer(lone)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.build(root, for: RecordingRenderer(), scale: 1)
        #expect(c.drawList.commands.filter { $0.kind == .setTarget }.count == 1)
        #expect(c.drawList.commands.last?.color.a == 128)
        lone.addSublayer(layer(Rect(x: 10, y: 10, width: 10, height: 10), .white, name: "child"))
        c.build(root, for: RecordingRenderer(), scale: 1)
        #expect(c.drawList.commands.filter { $0.kind == .setTarget }.count == 3)
    }

    @Test func hiddenTransparentAndDegenerateLayersDrawNothing() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let hidden = layer(Rect(x: 0, y: 0, width: 50, height: 50), .black, name: "hidden")
        hidden.isHidden = true
        let clear = layer(Rect(x: 0, y: 0, width: 50, height: 50), .black, name: "clear")
        clear.opacity = 0
        let zero = layer(Rect(x: 0, y: 0, width: 0, height: 0), .black, name: "zero")
        zero.cornerRadius = 4
        zero.borderWidth = 2
        let squashed = layer(Rect(x: 0, y: 0, width: 50, height: 50), .black, name: "squashed")
        squashed.transform = AffineTransform(scaleX: 0, y: 1)
        let nan = layer(Rect(x: 0, y: 0, width: 50, height: 50), .black, name: "nan")
        nan.position = Point(x: .nan, y: 0)
        for l in [hidden, clear, zero, squashed, nan] { root.addSublayer(l) }
        let c = Compositor()
        c.build(root, for: RecordingRenderer(), scale: 1)
        #expect(drawn(c).isEmpty)  // the root's background is the clear colour
    }

    @Test func textIsRasterisedOncePerContent() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let label = Layer()
        label.frame = Rect(x: 0, y: 0, width: 200, height: 30)
        label.contents = .text(TextContent("Hello"))
        root.addSublayer(label)
        let r = RecordingRenderer()
        let c = Compositor()
        for _ in 0..<3 { c.render(root, on: r, scale: 1) }
        #expect(r.textRasterised == ["Hello"])
        label.contents = .text(TextContent("World"))
        c.render(root, on: r, scale: 1)
        #expect(r.textRasterised == ["Hello", "World"])
    }

    @Test func steadyCostlySubtreesAreDrawnFromTheRasterCache() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let card = layer(Rect(x: 10, y: 10, width: 100, height: 100), .black, name: "card")
        card.cornerRadius = 12
        root.addSublayer(card)
        let r = RecordingRenderer()
        let c = Compositor()
        c.render(root, on: r, scale: 1)
        #expect(c.drawList.drawingCommands.map(\.kind).suffix(2) == [.geometry, .fillRect])  // drawn directly: rim and middle
        c.render(root, on: r, scale: 1)
        #expect(c.rasterCacheCount == 1)  // captured on the second steady frame
        c.render(root, on: r, scale: 1)
        // Copied in parts: the opaque band between the round corners without blending, the rest blended.
        func copied() -> (extent: Rect, opaque: Rect?) {
            let copies = c.drawList.drawingCommands.filter { $0.kind == .copy }
            return (copies.reduce(Rect.null) { $0.union($1.dest) }, copies.first { $0.sourceIsOpaque }?.dest)
        }
        // Captured 103 px square (the size rounded up + 3, stable under fractional moves); of
        // that only the page's own pixels are copied, its clear margin left out.
        #expect(c.drawList.commands.contains { $0.kind == .copy && abs($0.source.width * 103 - 100) < 1e-9 })
        #expect(copied().extent == Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(copied().opaque == Rect(x: 10, y: 22, width: 100, height: 76))
        #expect(c.drawList.commands.filter { $0.kind == .setTarget }.count == 1)
        // Moving by whole pixels reuses the texture; a change of content does not.
        card.position = Point(x: card.position.x + 5, y: card.position.y)
        c.render(root, on: r, scale: 1)
        #expect(copied().extent == Rect(x: 15, y: 10, width: 100, height: 100))
        card.backgroundColor = .white
        c.render(root, on: r, scale: 1)
        #expect(c.drawList.drawingCommands.map(\.kind).suffix(2) == [.geometry, .fillRect])
    }

    /// A clipping layer partly off screen is drawn offscreen into a target cut to the screen;
    /// its composite is cut to that target too, as renderers clamp texture coordinates per
    /// vertex and a triangle reaching past the target would stretch the picture (the generated
    /// trees of the clip invariant found a rotated page's content drawn outside its clip).
    @Test func aCompositeIsCutToItsTarget() throws {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 150), name: "root")
        let page = layer(Rect(x: -60, y: 20, width: 160, height: 100), .black, name: "page")
        page.transform = AffineTransform(rotationAngle: 0.3)
        page.cornerRadius = 20
        page.masksToBounds = true
        page.addSublayer(layer(Rect(x: -10, y: -10, width: 60, height: 60), .white, name: "content"))
        root.addSublayer(page)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.render(root, on: RecordingRenderer(), scale: 1)
        let composite = c.drawList.commands.last { $0.kind == .geometry && $0.texture != .none }
        let cmd = try #require(composite)
        for k in cmd.indexStart..<(cmd.indexStart + cmd.indexCount) {
            let v = c.drawList.vertices[Int(c.drawList.indices[k])]
            #expect(v.x >= -0.01 && v.y >= -0.01 && v.u >= -0.001 && v.v >= -0.001, "a composite vertex past its target at \(v.x), \(v.y)")
        }
    }

    /// A large solid rounded rect is one filled rectangle in the middle and triangles only in
    /// the bands around it, which together cover exactly its extent.
    @Test func aRoundedFillIsAMiddleRectangleAndARim() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let card = layer(Rect(x: 20, y: 30, width: 200, height: 120), .black, name: "card")
        card.cornerRadius = 16
        root.addSublayer(card)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.render(root, on: RecordingRenderer(), scale: 1)
        let mid = c.drawList.drawingCommands.last
        #expect(mid?.kind == .fillRect && mid?.dest == Rect(x: 37, y: 47, width: 166, height: 86))
        let geometry = c.drawList.drawingCommands.filter { $0.kind == .geometry }
        #expect(!geometry.isEmpty)
        // Every corner of a drawn triangle (a fan's centre is in the buffer, but its
        // triangles were cut away).
        for cmd in geometry {
            for k in cmd.indexStart..<(cmd.indexStart + cmd.indexCount) {
                let v = c.drawList.vertices[Int(c.drawList.indices[k])]
                let inside = Double(v.x) > 37.01 && Double(v.x) < 202.99 && Double(v.y) > 47.01 && Double(v.y) < 132.99
                #expect(!inside, "a rim vertex inside the middle at \(v.x), \(v.y)")
            }
        }
    }

    /// A shape grown far past the window is cut into tiles: no triangle's box is larger than
    /// a tile, the tiles it covers are filled as rectangles inside it, and nothing is drawn
    /// outside the window.
    @Test func aShapeGrownLargeIsTiledWithItsInsideFilledAsRectangles() throws {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let diamond = ShapeLayer()
        diamond.path = try Path(svgData: "M50 0 L100 50 L50 100 L0 50 Z")
        diamond.fillColor = .black
        diamond.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        // 10x, centred right of the window: its left corner cuts into the window.
        diamond.position = Point(x: 600, y: 150)
        diamond.transform = AffineTransform(scaleX: 10, y: 10)
        root.addSublayer(diamond)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.render(root, on: RecordingRenderer(), scale: 1)
        let fills = c.drawList.drawingCommands.filter { $0.kind == .fillRect && $0.layer == ObjectIdentifier(diamond) }
        #expect(!fills.isEmpty)
        func insideDiamond(_ x: Double, _ y: Double) -> Bool { abs(x - 600) + abs(y - 150) <= 500 + 1e-6 }
        for f in fills {
            let d = f.dest
            #expect(insideDiamond(d.minX, d.minY) && insideDiamond(d.maxX, d.minY) && insideDiamond(d.minX, d.maxY) && insideDiamond(d.maxX, d.maxY))
            #expect(d.minX >= 0 && d.minY >= 0 && d.maxX <= 400 && d.maxY <= 300)
        }
        var covered = fills.reduce(0.0) { $0 + $1.dest.width * $1.dest.height }
        for cmd in c.drawList.drawingCommands where cmd.kind == .geometry {
            var i = cmd.indexStart
            while i + 2 < cmd.indexStart + cmd.indexCount {
                let v = [0, 1, 2].map { c.drawList.vertices[Int(c.drawList.indices[i + $0])] }
                let xs = v.map { Double($0.x) }, ys = v.map { Double($0.y) }
                #expect(xs.max()! - xs.min()! <= 32.001 && ys.max()! - ys.min()! <= 32.001)
                if v.allSatisfy({ $0.a == 255 }) { covered += abs((xs[1] - xs[0]) * (ys[2] - ys[0]) - (xs[2] - xs[0]) * (ys[1] - ys[0])) / 2 }
                i += 3
            }
        }
        // The diamond covers 67,500 px of the window; its solid part stops half a pixel inside
        // the two edges that cross it (424 px long), where the antialiasing ramp takes over.
        #expect(abs(covered - (67_500 - 212)) < 20, "covered \(covered)")
    }

    /// A rounded clip whose sublayers keep clear of its corners clips them to a rectangle,
    /// without an offscreen pass; one whose sublayer reaches a corner takes the pass.
    @Test func aRoundedClipSkipsTheOffscreenPassWhenItsContentsAvoidTheCorners() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let page = layer(Rect(x: 20, y: 20, width: 300, height: 200), .black, name: "page")
        page.cornerRadius = 20
        page.masksToBounds = true
        let inner = layer(Rect(x: 40, y: 40, width: 100, height: 60), .white, name: "inner")
        page.addSublayer(inner)
        root.addSublayer(page)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.render(root, on: RecordingRenderer(), scale: 1)
        func offscreenPasses() -> Int { c.drawList.commands.filter { $0.kind == .setTarget && $0.texture != .none }.count }
        #expect(offscreenPasses() == 0)
        inner.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        c.render(root, on: RecordingRenderer(), scale: 1)
        #expect(offscreenPasses() == 1)
    }

    @Test func unusedTexturesAreReleased() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let label = Layer()
        label.frame = Rect(x: 0, y: 0, width: 200, height: 30)
        label.contents = .text(TextContent("Gone soon"))
        root.addSublayer(label)
        let r = RecordingRenderer()
        let c = Compositor()
        c.render(root, on: r, scale: 1)
        #expect(r.live.count == 1)
        label.removeFromSuperlayer()
        for _ in 0..<200 { c.render(root, on: r, scale: 1) }
        #expect(r.live.isEmpty)
    }

    @Test func selfIntersectingAndEmptyShapesDrawWhatTheyCan() throws {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let bow = ShapeLayer()
        bow.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        bow.path = try Path(svgData: "M0 0 L100 100 L100 0 L0 100 Z")
        bow.fillColor = .black
        let empty = ShapeLayer()
        empty.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        empty.fillColor = .black
        let masked = layer(Rect(x: 100, y: 100, width: 100, height: 100), .black, name: "masked")
        masked.mask = ShapeLayer()  // an empty mask shows nothing
        for l in [bow, empty, masked] { root.addSublayer(l) }
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.build(root, for: RecordingRenderer(), scale: 1)
        #expect(c.drawList.drawingCommands.contains { $0.layer == ObjectIdentifier(bow) })
        #expect(!c.drawList.drawingCommands.contains { $0.layer == ObjectIdentifier(empty) })
        #expect(!c.drawList.drawingCommands.contains { $0.layer == ObjectIdentifier(masked) && $0.kind == .geometry && $0.indexCount > 0 })
    }

    @Test func anOpaqueSiblingAboveHidesWhatItCovers() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let under = layer(Rect(x: 0, y: 0, width: 400, height: 300), .white, name: "under")
        let top = layer(Rect(x: 150, y: 0, width: 400, height: 300), .black, name: "top")
        root.addSublayer(under)
        root.addSublayer(top)
        let c = Compositor()
        c.build(root, for: RecordingRenderer(), scale: 1)
        // The page underneath is drawn only left of the page sliding over it.
        let clip = c.drawList.commands.first { $0.kind == .setClip }
        #expect(clip?.clip == PixelRect(x: 0, y: 0, width: 150, height: 300))
        top.position = Point(x: 200, y: 150)  // now covering everything
        c.build(root, for: RecordingRenderer(), scale: 1)
        #expect(!c.drawList.drawingCommands.contains { $0.layer == ObjectIdentifier(under) })
        top.opacity = 0.5  // see-through covers nothing
        c.build(root, for: RecordingRenderer(), scale: 1)
        #expect(c.drawList.drawingCommands.contains { $0.layer == ObjectIdentifier(under) })
    }

    @Test func dimmingDarkensTheCompositedLayer() {
        let root = layer(Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let page = layer(Rect(x: 0, y: 0, width: 200, height: 200), .white, name: "page")
        page.addSublayer(layer(Rect(x: 10, y: 10, width: 20, height: 20), .black, name: "child"))
        page.dimming = 0.25
        root.addSublayer(page)
        let c = Compositor()
        c.cachesRasterizedLayers = false
        let r = RecordingRenderer()
        r.supportsPremultipliedBlending = false
        c.build(root, for: r, scale: 1)
        let composite = c.drawList.commands.last { $0.layer == ObjectIdentifier(page) && $0.kind == .copy }
        #expect(composite?.color.r == Color.byte(0.75) && composite?.color.a == 255)
        page.dimming = 3  // clamped
        #expect(page.dimming == 1)
    }
}
