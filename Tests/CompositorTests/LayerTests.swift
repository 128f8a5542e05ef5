import Testing
import Compositor
import Geometry

@MainActor
@Suite struct LayerTests {
    @Test func frameFollowsPositionAnchorAndTransform() {
        let l = Layer()
        l.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.position == Point(x: 60, y: 45))
        l.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(l.frame == Rect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test func conversionBetweenLayers() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 500, height: 500)
        let a = Layer()
        a.frame = Rect(x: 100, y: 100, width: 100, height: 100)
        let b = Layer()
        b.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(a)
        a.addSublayer(b)
        #expect(b.convert(Point(x: 0, y: 0), to: root) == Point(x: 110, y: 110))
        #expect(root.convert(Point(x: 115, y: 115), to: b) == Point(x: 5, y: 5))
    }

    @Test func versionsTrackDrawingNotPlacement() {
        let root = Layer(), child = Layer()
        root.addSublayer(child)
        let rootVersion = root.subtreeVersion, childVersion = child.subtreeVersion
        child.position = Point(x: 5, y: 5)
        #expect(child.subtreeVersion == childVersion)
        #expect(root.subtreeVersion != rootVersion)
        let again = root.subtreeVersion
        child.backgroundColor = .black
        #expect(child.subtreeVersion != childVersion && root.subtreeVersion != again)
        let same = root.subtreeVersion
        child.backgroundColor = .black
        #expect(root.subtreeVersion == same)
    }

    /// A mask changed or moved changes its owner's drawing but not its body; anything else
    /// in the owner's subtree changes both.
    @Test func aMaskChangesItsOwnersDrawingNotItsBody() {
        let root = Layer(), page = Layer(), row = Layer(), mask = ShapeLayer()
        root.addSublayer(page)
        page.addSublayer(row)
        page.mask = mask
        func versions() -> (UInt64, UInt64, UInt64) { (page.subtreeVersion, page.bodyVersion, root.bodyVersion) }
        var before = versions()
        mask.path = .roundedRect(Rect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 4)
        #expect(page.subtreeVersion != before.0 && page.bodyVersion == before.1 && root.bodyVersion != before.2)
        before = versions()
        mask.position = Point(x: 12, y: 7)
        #expect(page.subtreeVersion != before.0 && page.bodyVersion == before.1)
        before = versions()
        row.backgroundColor = .black
        #expect(page.subtreeVersion != before.0 && page.bodyVersion != before.1)
        before = versions()
        row.position = Point(x: 3, y: 3)
        #expect(page.bodyVersion != before.1)
        before = versions()
        page.backgroundColor = .white
        #expect(page.bodyVersion != before.1)
    }

    @Test func sublayerOrderingHelpers() {
        let root = Layer(), a = Layer(), b = Layer(), c = Layer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.insertSublayer(a, above: b)
        #expect(root.sublayers.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        b.removeFromSuperlayer()
        #expect(root.sublayers.count == 2 && b.superlayer == nil)
    }
}
