import Geometry
import SegueTesting
import Testing
import Views
import DemoTesting

/// The layout audit finds each kind of problem it is there for, and passes what scrolls.
@MainActor
@Suite struct LayoutAuditTests {
    @Test func eachRuleCatchesItsProblem() throws {
        let rig = try SceneRig(scene: "catalogue", size: Size(width: 1280, height: 800))
        // An opaque sheet over the scene: what it covers is not checked.
        let sheet = View(frame: rig.window.bounds)
        sheet.backgroundColor = .white
        rig.window.addSubview(sheet)
        let overlapping = [Label(text: "First"), Label(text: "Second")]
        overlapping[0].frame = Rect(x: 10, y: 10, width: 100, height: 30)
        overlapping[1].frame = Rect(x: 90, y: 20, width: 100, height: 30)
        let outside = Label(text: "Outside")
        outside.frame = Rect(x: 1210, y: 780, width: 100, height: 30)
        let cut = Label(text: "Wrapped text taller than its label")
        cut.numberOfLines = 0
        cut.frame = Rect(x: 10, y: 100, width: 80, height: 20)
        // Below the fold of a list: reached by scrolling.
        let list = ScrollView(frame: Rect(x: 200, y: 100, width: 150, height: 100))
        let below = Label(text: "Below")
        below.frame = Rect(x: 10, y: 150, width: 100, height: 30)
        list.addSubview(below)
        list.contentHeight = 200
        // Beside the list it is clear; over the list it meets what scrolls into view there.
        let beside = Label(text: "Beside")
        beside.frame = Rect(x: 200, y: 210, width: 100, height: 30)
        let over = Label(text: "Over")
        over.frame = Rect(x: 220, y: 120, width: 60, height: 20)
        for v in overlapping + [outside, cut, list, beside, over] { sheet.addSubview(v) }
        rig.tick()
        let problems = LayoutAudit(rig.window).problems
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.contains { $0.contains("\"Below\" overlaps Label \"Over\"") }, "\(problems)")
        #expect(problems.contains { $0.contains("\"First\" overlaps Label \"Second\"") }, "\(problems)")
        #expect(problems.contains { $0.contains("\"Outside\" at (1210, 780, 100 x 30) is outside") }, "\(problems)")
        #expect(problems.contains { $0.contains("\"Wrapped text taller than its label\" is cut") }, "\(problems)")
    }
}
