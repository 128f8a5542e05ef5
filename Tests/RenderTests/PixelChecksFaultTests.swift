import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// Each of `PixelChecks`' checks fails on the fault it exists for (`RenderFault`), on a
/// small frame with a clipping page, an opaque page and a rounded card, and passes without it.
@MainActor
@Suite(.serialized) struct PixelChecksFaultTests {
    static let size = Size(width: 200, height: 150)

    /// A window's root, a page clipping a wide banner, and a rounded card (cached: costly).
    static func tree() -> Layer {
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        let page = Layer()
        page.name = "page"
        page.frame = Rect(x: 20, y: 20, width: 120, height: 90)
        page.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        page.masksToBounds = true
        let banner = Layer()
        banner.frame = Rect(x: -30, y: 30, width: 200, height: 20)
        banner.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.1)
        page.addSublayer(banner)
        root.addSublayer(page)
        let card = Layer()
        card.name = "card"
        card.frame = Rect(x: 150, y: 40, width: 40, height: 60)
        card.backgroundColor = Color(red: 0.1, green: 0.7, blue: 0.3)
        card.cornerRadius = 8
        root.addSublayer(card)
        return root
    }

    /// The first failure on the tree drawn as an app draws it (three frames, so cached
    /// subtrees are copied from the cache) with `fault` made.
    func failure(_ fault: RenderFault?) throws -> PixelCheckFailure? {
        let fonts = try Resources(app: DemoApp.repository).fonts
        let canvas = try HeadlessCanvas(size: PixelChecksFaultTests.size, fonts: fonts)
        defer { canvas.close() }
        let checks = try PixelChecks(size: PixelChecksFaultTests.size, scale: 1, fonts: fonts, clearColor: .black)
        defer { checks.close() }
        checks.fault = fault
        let app = Compositor()
        app.fault = fault
        defer { app.releaseResources(on: canvas.renderer) }
        let root = PixelChecksFaultTests.tree()
        for _ in 0..<3 { app.render(root, on: canvas.renderer, scale: 1) }
        #expect(app.rasterCacheCount > 0, "the card is drawn from the cache")
        return try checks.check(root, drawn: canvas.snapshot())
    }

    @Test func aSoundFramePasses() throws {
        let f = try failure(nil)
        #expect(f == nil, "\(f.map(String.init(describing:)) ?? "")")
    }

    @Test(arguments: [(RenderFault.clipLeak, PixelCheck.clip), (.fillCrack, .fill), (.cacheOffset, .cache)])
    func eachFaultIsCaughtByItsCheck(fault: RenderFault, check: PixelCheck) throws {
        let f = try failure(fault)
        #expect(f?.check == check, "\(fault): \(f.map(String.init(describing:)) ?? "no failure")")
    }
}
