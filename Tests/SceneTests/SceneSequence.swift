import Compositor
import Feel
import Geometry
import Gestures
import Runtime
import SegueTesting
import Views
@_spi(Testing) import Navigation
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host

/// Random input on a demo as a person gives it: clicks anywhere and on its buttons, Escape
/// and Backspace, drags either way along either axis, presses that grab a transition in
/// flight and drag it, releases at speed or after a rest, and focus lost mid-drag. It never
/// leaves the scene (no Demos button, no scene keys). After each action it checks what
/// must hold; `finish` settles and checks the scene whole.
@MainActor
final class SceneSequence {
    let rig: SceneRig
    let scene: String
    private var random: SeededGenerator
    private var pointer: Point?
    /// The actions so far (the last few are quoted on a failure).
    private(set) var trail: [String] = []
    private(set) var failures: [String] = []
    /// Grabs of a transition in flight, and transitions seen start.
    private(set) var grabs = 0, transitions = 0
    private var wasTransitioning = false

    init(scene: String, seed: UInt64) throws {
        self.scene = scene
        rig = try SceneRig(scene: scene)
        random = SeededGenerator(seed: seed)
    }

    private var shell: HostShell { rig.shell }

    /// Whether Back (Escape, Backspace) would leave the scene for the catalogue: at its first
    /// page, nothing presented or moving.
    private var backLeavesScene: Bool {
        shell.navigation.viewControllers.count == 1 && shell.presentationContainers.isEmpty && !shell.isTransitioning
    }
    private var size: Size { rig.window.bounds.size }

    private func note(_ s: String) { trail.append(s) }

    private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    /// A point in the window that a press may land on: anywhere but the Demos button (it
    /// leaves the scene).
    private func anywhere() -> Point {
        for _ in 0..<20 {
            let p = Point(x: random.double(in: 2...(size.width - 2)), y: random.double(in: 2...(size.height - 2)))
            if !leavesScene(p) { return p }
        }
        return Point(x: size.width / 2, y: size.height / 2)
    }

    private func leavesScene(_ p: Point) -> Bool {
        var v = rig.window.hitTest(p)
        while let view = v, !(view is Button) { v = view.superview }
        return (v as? Button)?.title.contains("Demos") == true
    }

    /// The buttons a person can see and press now (the Demos button aside).
    private func buttons() -> [Button] {
        var found: [Button] = []
        func walk(_ v: View) {
            guard !v.isHidden, v.alpha > 0.01, v.isUserInteractionEnabled else { return }
            if let b = v as? Button, !b.title.contains("Demos") {
                let centre = b.convert(Point(x: b.bounds.midX, y: b.bounds.midY), to: nil)
                if rig.window.hitTest(centre)?.isDescendant(of: b) == true { found.append(b) }
            }
            for s in v.subviews { walk(s) }
        }
        walk(rig.window)
        return found
    }

    private var running: TransitionContext? { rig.runningTransition }

    private func placements(excluding own: [Layer] = []) -> LayerPlacements {
        LayerPlacements([rig.nav.view.layer] + shell.presentationContainers.map(\.layer), excluding: own)
    }

    /// Layers moving on their own, which a grab does not hold and which go on moving in its
    /// frame: content a scroll view coasts, and, beside a transition run by a property
    /// animator, layers that animator does not animate (a contact's drawer still springing
    /// open when its page began to leave). Under a transition of layer animations the
    /// paused container holds everything in it.
    private func movingOnTheirOwn() -> [Layer] {
        let held = running?.propertyAnimator
        var found: [Layer] = []
        func walk(_ v: View) {
            if (v as? ScrollView)?.isDecelerating == true || held.map({ !v.layer.animationKeys.isEmpty && !$0.animates(v.layer) }) == true {
                return found.append(v.layer)
            }
            for s in v.subviews { walk(s) }
        }
        walk(rig.window)
        return found
    }

    /// A point on the page that moves in the transition in flight, where it shows now.
    private func onMovingPage() -> Point? {
        guard let frame = rig.movingPageFrame?.intersection(rig.window.bounds.insetBy(dx: 4, dy: 70)) else { return nil }
        guard !frame.isEmpty else { return nil }
        let p = Point(x: random.double(in: frame.minX...frame.maxX), y: random.double(in: frame.minY...frame.maxY))
        return leavesScene(p) ? nil : p
    }

    // MARK: Actions

    /// One action, then 0 to 3 frames; each checked.
    func act() {
        if let p = pointer { actHolding(p) } else { actFree() }
        rig.tick()
        check()
        rig.run(frames: random.below(4)) { check() }
    }

    private func actFree() {
        if shell.isTransitioning, random.chance(0.35), let p = onMovingPage() {
            note("grab at \(Int(p.x)),\(Int(p.y))")
            grabs += 1
            // The frame of the grab shows what the frame before showed, but for what moves on its own.
            let own = movingOnTheirOwn()
            let before = placements(excluding: own)
            press(p)
            let jump = placements(excluding: own).largestMove(since: before)
            require(jump <= 0.5, "the grab moved a layer \(jump) pt")
            require(running?.isHeld == true, "the grab does not hold the transition")
            return
        }
        switch random.below(16) {
        case 0, 1, 2:
            let p = anywhere()
            note("click at \(Int(p.x)),\(Int(p.y))")
            rig.click(p)
        case 3, 4, 5:
            let all = buttons()
            guard !all.isEmpty else { return rig.tick(1.0 / 60) }
            let b = random.pick(all)
            let p = b.convert(Point(x: b.bounds.midX, y: b.bounds.midY), to: nil)
            note("click \(b.title)")
            rig.click(p)
        case 6, 7:
            let key = random.chance(0.7) ? "escape" : "backspace"
            // At the scene's first page Escape goes to the catalogue (as the Demos button,
            // which is never clicked here): the scene is to stay.
            guard !backLeavesScene else { return rig.tick(1.0 / 60) }
            note(key)
            rig.key(key)
        case 8, 9, 10, 11:
            let p = anywhere()
            note("press at \(Int(p.x)),\(Int(p.y))")
            press(p)
        default:
            let t = random.double(in: 0.02...0.5)
            note("wait \(t)")
            rig.run(for: t)
        }
    }

    private func press(_ p: Point) {
        rig.press(p)
        pointer = p
        rig.tick(1.0 / 60)
    }

    private func actHolding(_ p: Point) {
        switch random.below(12) {
        case 0, 1, 2, 3, 4:
            // Mostly along one axis, either way, any length, kept on the window.
            let horizontal = random.chance(0.6)
            let along = random.double(in: -450...450), across = random.double(in: -40...40)
            let d = horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
            let to = Point(x: min(size.width - 1, max(1, p.x + d.x)), y: min(size.height - 1, max(1, p.y + d.y)))
            let steps = 1 + random.below(8), duration = random.double(in: 0.02...0.4)
            note("drag to \(Int(to.x)),\(Int(to.y)) in \(steps)")
            for i in 1...steps {
                rig.tick(duration / Double(steps))
                let f = Double(i) / Double(steps)
                rig.move(Point(x: p.x + (to.x - p.x) * f, y: p.y + (to.y - p.y) * f))
            }
            pointer = to
        case 5, 6, 7:
            note("release")
            release(p)
        case 8:
            let rest = random.double(in: 0.1...0.4)
            note("rest \(rest), release")
            rig.run(for: rest)
            release(p)
        case 9:
            // Ignored while the pointer holds a transition.
            let held = running?.isHeld == true ? shell.transitionProgress : nil
            guard held != nil || !backLeavesScene else { return rig.tick(1.0 / 60) }
            note("escape while holding\(held == nil ? "" : " a transition")")
            rig.key("escape")
            rig.tick(1.0 / 60)
            if let held { require(shell.transitionProgress == held && running?.isHeld == true, "Escape moved a held transition") }
        case 10:
            note("focus lost")
            rig.window.send(PointerEvent(phase: .cancel, location: p, timestamp: rig.now))
            pointer = nil
        default:
            let t = random.double(in: 0.02...0.3)
            note("hold \(t)")
            rig.run(for: t)
        }
    }

    private func release(_ p: Point) {
        rig.tick(0.004)
        rig.release(p)
        pointer = nil
    }

    // MARK: Checks

    /// Always: the scene is still on screen with its root at the bottom; at rest, whole.
    func check() {
        require(shell.sceneID == scene, "the scene changed to \(shell.sceneID)")
        require(!rig.nav.viewControllers.isEmpty, "the stack is empty")
        if shell.isTransitioning && !wasTransitioning { transitions += 1 }
        wasTransitioning = shell.isTransitioning
        if !shell.isTransitioning { checkWhole() }
    }

    /// Whole: only the top page in the container, in place, at full size and opacity, named
    /// in the bar; a presented page shown full-window exactly while it is presented, in its
    /// own container; nothing reporting progress.
    func checkWhole() {
        let nav = rig.nav
        guard let top = nav.topViewController else { return }
        let name = top.title ?? "?"
        require(nav.containerView.subviews.count == 1 && nav.containerView.subviews.first === top.viewIfLoaded,
            "at rest the container shows \(nav.containerView.subviews.count) views, not just \(name)'s")
        let v = top.view
        require(same(v.frame, nav.containerView.bounds) && v.transform == .identity && v.alpha == 1 && v.dimming == 0 && v.layer.mask == nil,
            "\(name) at rest: frame \(v.frame) in \(nav.containerView.bounds), transform \(v.transform), alpha \(v.alpha), dimming \(v.dimming), mask \(v.layer.mask != nil)")
        require(nav.navigationBar.title == top.navigationItem.title, "the bar says \(nav.navigationBar.title ?? "nil") over \(name)")
        require(shell.transitionProgress == nil, "progress \(shell.transitionProgress ?? -1) reported at rest")
        let presented = nav.viewControllers.first?.presentedViewController
        let containers = shell.presentationContainers
        require(containers.count == (presented == nil ? 0 : 1), "\(containers.count) presentation containers, \(presented == nil ? "nothing" : "one page") presented")
        if let presented, let container = containers.first {
            let page = presented.view
            require(container.presented === presented && page.superview === container && container.subviews.count == 1,
                "the presented page is not alone in its container")
            require(container.frame == rig.window.bounds && same(page.frame, container.bounds) && page.transform == .identity && page.alpha == 1,
                "the presented page at rest: frame \(page.frame), container \(container.frame), transform \(page.transform)")
        }
        if let sideBySide = nav as? SideBySideNavigationController {
            require(sideBySide.background.depth == Double(nav.viewControllers.count - 1),
                "the landscape at depth \(sideBySide.background.depth) behind \(nav.viewControllers.count) pages")
            require(sideBySide.interactivePages.count == nav.viewControllers.count - 1, "\(sideBySide.interactivePages.count) page pans for \(nav.viewControllers.count) pages")
        }
    }

    /// Equal but for rounding: a scrolled page's frame is read through its bounds' origin
    /// (its scroll offset), which leaves a residue of 1e-14 or so.
    private func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    /// Lets go, settles, and checks the scene whole with nothing left running.
    func finish() {
        if let p = pointer { release(p) }
        rig.settle()
        rig.run(for: 2)  // scrolling and the drawer come to rest too
        check()
        require(!shell.isTransitioning, "still transitioning after settling")
        require(rig.window.layer.animationCountInSubtree == 0, "\(rig.window.layer.animationCountInSubtree) animations still running")
    }
}

