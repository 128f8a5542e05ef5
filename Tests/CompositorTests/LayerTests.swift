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
