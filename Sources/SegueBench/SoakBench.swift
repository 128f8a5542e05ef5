import Runtime
import Geometry

/// The soak figures: each demo pushed and popped (or presented and dismissed) by input in a
/// fresh window, every frame drawn; resident memory growth over 300 cycles after 50 warm ones.
@MainActor
struct SoakBench {
    /// Each figure's scene, where a click pushes or presents (the recorded sessions' targets, placed
    /// by the pages' layouts at 640x400; a miss throws), and how long its animators run.
    nonisolated static let figures: [(name: String, scene: String, click: Point, transitionSeconds: Double)] = [
        ("soak.rss_growth_pct.logo-reveal", "logo-reveal", Point(x: 320, y: 330), 2),
        ("soak.rss_growth_pct.contacts", "contacts", Point(x: 200, y: 140), 0.3),
        ("soak.rss_growth_pct.side-by-side", "side-by-side", Point(x: 320, y: 256), 0.45),
        ("soak.rss_growth_pct.modal-zoom", "modal-zoom", Point(x: 320, y: 274), 3),
    ]
    let resources: Resources
    /// Drawing (the software renderer's fills) is most of a frame's cost: a small window keeps
    /// 350 cycles of four demos well under a minute while every frame is still drawn.
    let size = Size(width: 640, height: 400)
    let warmUpCycles = 50
    let measuredCycles = 300
    /// A frame steps 1/7.5 of a transition (1/25 s for Contacts, 0.4 s for the 3 s zoom): 8 frames
    /// each, not minutes at 60 fps; the half keeps frames off its end, so cycles never vary in length.
    let framesPerTransition = 7.5

    /// Resident memory growth over the measured cycles, in percent of the reading before them.
    func growthPct(_ scene: String, clickAt click: Point, transitionSeconds: Double) throws -> Double {
        let demo = try SoakDemo(scene: scene, size: size, interval: transitionSeconds / framesPerTransition, resources: resources)
        defer { demo.close() }
        for _ in 0..<warmUpCycles { try demo.cycle(clickAt: click) }
        let before = try residentBytes()
        for _ in 0..<measuredCycles { try demo.cycle(clickAt: click) }
        let after = try residentBytes()
        if demo.survivingPages > 0 {
            throw BenchError("\(scene): \(demo.survivingPages) popped or dismissed pages were still alive a cycle later")
        }
        return 100 * Double(after - before) / Double(before)
    }

    /// Resident memory after glibc returns its free pages: untrimmed, the heap keeps its high
    /// water mark and leaked blocks fill freed holes unseen (a leak of textures read 0.000).
    private func residentBytes() throws -> Int {
        ResidentMemory.returnFreedHeap()
        return try ResidentMemory.bytes()
    }
}
