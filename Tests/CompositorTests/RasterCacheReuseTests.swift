import Compositor
import Geometry
import Testing

/// The raster cache keys entries by layer identity; a layer freed between two sweeps can
/// hand its address to a new layer, and the old entry's texture must still be destroyed.
/// Serialized: the freed-address test waits for the allocator to hand an address back, which
/// a test allocating beside it can take first.
@MainActor
@Suite(.serialized) struct RasterCacheReuseTests {
    private func card() -> Layer {
        let l = Layer()
        l.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        l.backgroundColor = .black
        l.cornerRadius = 12
        return l
    }

    @Test func aFreedLayersTextureIsDestroyedWhenANewLayerTakesItsAddress() throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let r = RecordingRenderer()
        let c = Compositor()
        // Free a cached layer, then allocate until a new layer lands where it was, keeping
        // the misses alive so the allocator offers other addresses. In a full test run other
        // threads allocate beside this one and may take the address first: then again, with
        // another layer (a run once missed all of 1,000 allocations).
        var misses: [Layer] = []
        var reused: Layer?
        for _ in 0..<8 where reused == nil {
            var first: Layer? = card()
            root.addSublayer(first!)
            for _ in 0..<3 { c.render(root, on: r, scale: 1) }
            #expect(c.rasterCacheCount >= 1)
            let freedID = ObjectIdentifier(first!)
            first!.removeFromSuperlayer()
            first = nil
            for _ in 0..<2_000 where reused == nil {
                let l = card()
                if ObjectIdentifier(l) == freedID { reused = l } else { misses.append(l) }
            }
            if reused == nil { for _ in 0..<3 { c.render(root, on: r, scale: 1) } }
        }
        let second = try #require(reused, "no new layer reused a freed layer's address")
        root.addSublayer(second)
        for _ in 0..<3 { c.render(root, on: r, scale: 1) }
        c.releaseResources(on: r)
        #expect(r.live.isEmpty, "textures made and never destroyed: \(r.live.sorted())")
    }

    /// A rounded card on a page sliding left by whole pixels, out across the window's left
    /// edge: captured whole once, then copied in every frame (not drawn anew where the window
    /// cuts it, not captured again).
    @Test func aCardSlidingAcrossTheWindowsEdgeIsCopiedFromTheCache() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        root.backgroundColor = .white
        let page = Layer()
        page.frame = root.bounds
        page.backgroundColor = .white
        let moving = card()
        moving.frame = Rect(x: 20, y: 40, width: 150, height: 100)
        page.addSublayer(moving)
        root.addSublayer(page)
        let r = RecordingRenderer()
        let c = Compositor()
        defer { c.releaseResources(on: r) }
        for _ in 0..<3 { c.render(root, on: r, scale: 1) }
        let made = r.targetsMade
        var drawnAnew: [Int] = []
        for k in 1...50 {
            page.frame = Rect(x: -Double(k) * 3, y: 0, width: 400, height: 300)
            c.render(root, on: r, scale: 1)
            if !c.drawList.commands.contains(where: { $0.kind == .copy && $0.layer == ObjectIdentifier(moving) }) { drawnAnew.append(k) }
        }
        #expect(drawnAnew.isEmpty, "drawn anew in frames \(drawnAnew)")
        #expect(r.targetsMade == made, "captured anew \(r.targetsMade - made) times while it slid")
    }
}
