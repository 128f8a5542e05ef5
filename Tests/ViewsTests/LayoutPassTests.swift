import Geometry
import Testing
@testable import Views

/// `layoutIfNeeded` lays out the views that asked, top-down, and no others: a view deep in
/// the tree that asks is met, a view added that never was laid out is met, and a layout that
/// makes an earlier sibling ask is met in the same call.
@MainActor
@Suite struct LayoutPassTests {
    final class Counting: View {
        var layouts = 0
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            layouts += 1
            onLayout?()
        }
    }

    /// A root with three branches of three views each, all laid out once.
    static func tree() -> (root: Counting, leaves: [[Counting]]) {
        let root = Counting(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        var leaves: [[Counting]] = []
        for i in 0..<3 {
            let branch = Counting(frame: Rect(x: Double(i) * 100, y: 0, width: 100, height: 300))
            root.addSubview(branch)
            var row: [Counting] = []
            for j in 0..<3 {
                let leaf = Counting(frame: Rect(x: 0, y: Double(j) * 100, width: 100, height: 100))
                branch.addSubview(leaf)
                row.append(leaf)
            }
            leaves.append(row)
        }
        root.layoutIfNeeded()
        return (root, leaves)
    }

    static func counts(_ root: Counting) -> [Int] {
        [root.layouts] + root.subviews.flatMap { b in [(b as! Counting).layouts] + b.subviews.map { ($0 as! Counting).layouts } }
    }

    @Test func everyViewIsLaidOutOnceAtFirstAndNoneAgainWhenNothingAsks() {
        let (root, _) = LayoutPassTests.tree()
        #expect(LayoutPassTests.counts(root).allSatisfy { $0 == 1 })
        root.layoutIfNeeded()
        #expect(LayoutPassTests.counts(root).allSatisfy { $0 == 1 })
    }

    @Test func aDeepViewThatAsksIsLaidOutAndItsNeighboursAreNot() {
        let (root, leaves) = LayoutPassTests.tree()
        leaves[1][2].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(leaves[1][2].layouts == 2)
        #expect(LayoutPassTests.counts(root).reduce(0, +) == 13 + 1)
    }

    @Test func aViewAddedToALaidOutTreeIsLaidOut() {
        let (root, leaves) = LayoutPassTests.tree()
        let added = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        leaves[2][0].addSubview(added)
        root.layoutIfNeeded()
        #expect(added.layouts == 1)
        // A subtree that asked while away from the tree is met when it comes back.
        let branch = root.subviews[0]
        branch.removeFromSuperview()
        (branch.subviews[1] as! Counting).setNeedsLayout()
        root.addSubview(branch)
        root.layoutIfNeeded()
        #expect((branch.subviews[1] as! Counting).layouts == 2)
    }

    @Test func aLayoutThatMakesAnEarlierSiblingAskIsMetInTheSameCall() {
        let (root, leaves) = LayoutPassTests.tree()
        leaves[2][1].onLayout = { leaves[0][0].frame.size.width = 90 }
        leaves[2][1].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(leaves[0][0].layouts == 2)
    }
}
