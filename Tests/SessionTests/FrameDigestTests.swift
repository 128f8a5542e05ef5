import Testing
import Geometry
import Compositor
import Sessions

@MainActor
@Suite struct FrameDigestTests {
    func tree() -> (Layer, Layer, Layer) {
        let root = Layer(), page = Layer(), label = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 400, height: 300)
        page.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        label.frame = Rect(x: 10, y: 10, width: 100, height: 20)
        label.contents = .text(TextContent("Hello"))
        root.addSublayer(page)
        page.addSublayer(label)
        return (root, page, label)
    }

    @Test func sameStateSameDigestAndEveryChangeShows() {
        let cache = DigestCache()
        let (root, page, label) = tree()
        let d0 = FrameDigest(root: root, navigationState: ["catalogue"], cache: cache)
        #expect(d0 == FrameDigest(root: root, navigationState: ["catalogue"], cache: cache))
        #expect(d0 == FrameDigest(root: root, navigationState: ["catalogue"]))  // cached or not, the same
        label.position = Point(x: label.position.x + 0.01, y: label.position.y)
        let d1 = FrameDigest(root: root, navigationState: ["catalogue"], cache: cache)
        #expect(d1.tree != d0.tree && d1.navigation == d0.navigation)
        label.position = Point(x: label.position.x + 0.0001, y: label.position.y)  // below 1/1000: the same
        #expect(FrameDigest(root: root, navigationState: ["catalogue"], cache: cache) == d1)
        label.contents = .text(TextContent("World"))
        let d2 = FrameDigest(root: root, navigationState: ["catalogue"], cache: cache)
        #expect(d2.tree != d1.tree)
        page.transform = AffineTransform(translationX: -100, y: 0)
        let d3 = FrameDigest(root: root, navigationState: ["catalogue"], cache: cache)
        #expect(d3.tree != d2.tree)
        #expect(d3.difference(from: d2)?.contains("layer tree") == true)
        let d4 = FrameDigest(root: root, navigationState: ["catalogue", "Gallery"], cache: cache)
        #expect(d4.difference(from: d3)?.contains("navigation") == true)
        #expect(FrameDigest(d4.text) == d4)
    }
}
