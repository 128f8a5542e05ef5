import Compositor
import Geometry

/// A black card with round corners on a white page that slides left by `step` points a
/// frame, 50 frames, out across the window's left edge (400 x 300): which frames drew the
/// card anew instead of copying it from the raster cache, and how many offscreen targets
/// were made while it slid.
@MainActor
enum SlidingCard {
    static func slide(step: Double) -> (drawnAnew: [Int], capturedAnew: Int) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        root.backgroundColor = .white
        let page = Layer()
        page.frame = root.bounds
        page.backgroundColor = .white
        let card = Layer()
        card.frame = Rect(x: 20, y: 40, width: 150, height: 100)
        card.backgroundColor = .black
        card.cornerRadius = 12
        page.addSublayer(card)
        root.addSublayer(page)
        let r = RecordingRenderer()
        let c = Compositor()
        defer { c.releaseResources(on: r) }
        for _ in 0..<3 { c.render(root, on: r, scale: 1) }
        let made = r.targetsMade
        var drawnAnew: [Int] = []
        for k in 1...50 {
            page.frame = Rect(x: -Double(k) * step, y: 0, width: 400, height: 300)
            c.render(root, on: r, scale: 1)
            if !c.drawList.commands.contains(where: { $0.kind == .copy && $0.layer == ObjectIdentifier(card) }) { drawnAnew.append(k) }
        }
        return (drawnAnew, r.targetsMade - made)
    }
}
