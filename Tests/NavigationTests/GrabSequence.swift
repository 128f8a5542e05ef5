import Feel
import Geometry
import Gestures
import Motion
import Runtime
import SegueTesting
import Views
@_spi(Testing) import Navigation
import DemoTesting
import Compositor

/// Random input on a bare navigation controller as a person gives it: pushes, pops and
/// replacements asked for by the app, edge swipes, presses on the pages that grab the
/// transition in flight, drags of a random length either way, releases at speed or after a
/// rest, clicks on a running transition, Back (the key and the bar's button) at any moment,
/// and focus lost mid-press. After each action and each frame it checks what must always
/// hold (`failures` says what did not, with the actions that led there).
@MainActor
final class GrabSequence {
    let rig = NavigationRig()
    let ledger: AppearanceLedger
    private var random: SeededGenerator
    private let delegate: LayerSlideAnimator.Delegate?
    private var made = 0
    /// Where the pointer is held down, and where it went down.
    private var pointer: Point?
    private var pressedAt = Point.zero
    /// The transition the press grabbed, the way it was heading then, whether the pointer
    /// has moved it, and its progress since the pointer last moved.
    private var grabbed: TransitionContext?
    private var grabHeading = true
    private var grabMoved = false
    private var heldProgress: Double?
    /// A push Back reversed, while no press has touched it since.
    private var reversed: TransitionContext?
    /// The actions so far (the last few are quoted on a failure).
    private(set) var trail: [String] = []
    private(set) var failures: [String] = []
    /// Grabs taken, Back presses ignored during a pop or a hold, pushes reversed by Back.
    private(set) var grabs = 0, ignoredBacks = 0, reversals = 0, clicksOnTransitions = 0

    init(seed: UInt64, layerDriven: Bool) {
        random = SeededGenerator(seed: seed)
        ledger = AppearanceLedger(nav: rig.nav, log: rig.log, root: "root")
        delegate = layerDriven ? LayerSlideAnimator.Delegate() : nil
        rig.nav.delegate = delegate
    }

    private var nav: NavigationController { rig.nav }

    private func fresh() -> Recorder {
        made += 1
        return Recorder("vc\(made)", log: rig.log)
    }

    private func note(_ s: String) { trail.append(s) }

    private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    /// A point on the pages (the container, under the bar).
    private func pagePoint() -> Point {
        let c = nav.containerView.convert(nav.containerView.bounds, to: nil).insetBy(dx: 2, dy: 4)
        return Point(x: random.double(in: c.minX...c.maxX), y: random.double(in: c.minY...c.maxY))
    }

    private func placements() -> LayerPlacements { LayerPlacements([nav.view.layer]) }

    // MARK: Actions

    /// One action, applied as the app applies input (before a frame's step at the same
    /// time), then 0 to 3 frames, each checked.
    func act() {
        if let p = pointer { actHolding(p) } else { actFree() }
        rig.tick()
        check()
        for _ in 0..<random.below(4) {
            frame(1.0 / 60)
        }
    }

    private func frame(_ dt: Double) {
        rig.tick(dt)
        check()
    }

    private func actFree() {
        // Grabs are the point: a running transition is pressed on more often.
        if nav.isTransitioning && random.chance(0.3) { return press() }
        switch random.below(20) {
        case 0, 1, 2:
            let animated = random.chance(0.85)
            note("push\(animated ? "" : " unanimated")")
            nav.pushViewController(fresh(), animated: animated)
        case 3, 4:
            let animated = random.chance(0.85)
            note("pop\(animated ? "" : " unanimated")")
            nav.popViewController(animated: animated)
        case 5:
            note("pop to root")
            nav.popToRootViewController(animated: random.chance(0.85))
        case 6:
            let stack = Array([rig.root, fresh(), fresh()].prefix(1 + random.below(3)))
            note("set \(ledger.titles(stack))")
            nav.setViewControllers(stack, animated: random.chance(0.85))
        case 7:
            // A swipe from the edge (a grab, when a transition runs), released anywhere.
            let to = random.double(in: 5...395)
            note("edge swipe to \(Int(to))")
            reversed = nil
            rig.drag(from: 6, to: to, steps: 1 + random.below(8), duration: random.double(in: 0.02...0.3))
        case 8, 9, 10:
            press()
        case 11, 12:
            click()
        case 13, 14, 15:
            back()
        case 16:
            // The bar's Back button (hidden at the root; during a transition the incoming bar
            // may not show one yet): whatever it does, it goes through the same Back.
            note("click bar Back")
            rig.click(Point(x: 14, y: NavigationBar.height / 2))
        case 17:
            note("press cancelled")
            reversed = nil
            rig.press(Point(x: 8, y: 150))
            rig.tick(0.02)
            rig.move(Point(x: 60, y: 150))
            rig.tick(0.02)
            rig.window.send(PointerEvent(phase: .cancel, location: Point(x: 60, y: 150), timestamp: rig.clock.now))
        default:
            let t = random.double(in: 0.02...0.4)
            note("wait \(t)")
            rig.run(for: t)
        }
    }

    private func actHolding(_ p: Point) {
        switch random.below(14) {
        case 0, 1, 2, 3, 4, 5:
            // Either way, any length; the pointer stays on the window.
            let dx = random.double(in: -260...260), dy = random.double(in: -40...40)
            let to = Point(x: min(399, max(1, p.x + dx)), y: min(299, max(1, p.y + dy)))
            let steps = 1 + random.below(6), duration = random.double(in: 0.016...0.25)
            note("drag to \(Int(to.x)),\(Int(to.y)) in \(steps)")
            for i in 1...steps {
                rig.tick(duration / Double(steps))
                let f = Double(i) / Double(steps)
                let q = Point(x: p.x + (to.x - p.x) * f, y: p.y + (to.y - p.y) * f)
                rig.move(q)
                if q.distance(to: pressedAt) >= TransitionSpec().number(NavigationParameters.unmovedDistance) { grabMoved = true }
                checkHeld(moving: true)
                heldProgress = nav.transitionProgress
            }
            pointer = to
        case 6, 7, 8:
            note("release")
            release()
        case 9:
            let rest = random.double(in: 0.1...0.3)
            note("rest \(rest), release")
            rig.run(for: rest)
            checkHeld(moving: false)
            release()
        case 10, 11:
            back()
        case 12:
            note("focus lost")
            rig.window.send(PointerEvent(phase: .cancel, location: p, timestamp: rig.clock.now))
            if let c = grabbed, !c.isCompleted {
                require(!c.isHeld && rig.nav.telemetry.lastRelease?.basis == .gestureCancelled, "a hold cancelled by focus loss is not let go as cancelled")
            }
            endPress()
        default:
            // The app asks for a push while the pointer holds a transition: it waits its turn.
            note("push while holding")
            nav.pushViewController(fresh(), animated: true)
            if let c = grabbed, !c.isCompleted { require(c.isHeld && nav.transitionContext === c, "a push asked for during a hold took the held transition's place") }
        }
    }

    /// Presses on the pages and holds: a grab when a transition runs.
    private func press() {
        let p = pagePoint()
        let running = nav.transitionContext
        note(running.map { "grab \($0.operation) at \(Int(p.x)),\(Int(p.y))" } ?? "press at \(Int(p.x)),\(Int(p.y))")
        reversed = nil
        let before = placements()
        rig.press(p)
        pointer = p
        pressedAt = p
        grabMoved = false
        grabbed = nil
        rig.tick(1.0 / 60)
        guard let c = running else { return }
        grabs += 1
        grabbed = c
        grabHeading = !c.transitionWasCancelled
        // It stops where it shows, held, and the frame shows what the frame before showed.
        require(c.isHeld && !c.isCompleted, "a press on a running \(c.operation) did not hold it")
        let t = nav.telemetry.interaction
        require(t?.grabbed == true && t?.isHeld == true, "the grab is not in the telemetry as a held grab")
        let jump = placements().largestMove(since: before)
        require(jump <= 0.5, "grabbing a \(c.operation) moved a layer \(jump) pt")
        heldProgress = nav.transitionProgress
    }

    private func release() {
        guard let p = pointer else { return }
        let c = grabbed
        rig.tick(0.004)
        rig.release(p)
        if let c {
            require(!c.isHeld, "a released grab still holds its transition")
            let decision = nav.telemetry.lastRelease
            if !grabMoved {
                require(decision?.basis == .heading && decision?.finishes == grabHeading,
                    "a grab let go unmoved did not carry on as it was heading (\(String(describing: decision)))")
            } else {
                require(decision?.basis != .heading, "a grab that moved was let go as unmoved")
            }
        }
        endPress()
        rig.tick()
    }

    private func endPress() {
        pointer = nil
        grabbed = nil
        heldProgress = nil
    }

    /// Press and release without moving: a running transition carries on as it was heading.
    private func click() {
        let p = pagePoint()
        let running = nav.transitionContext
        note(running.map { "click on \($0.operation)" } ?? "click at \(Int(p.x)),\(Int(p.y))")
        reversed = nil
        let heading = running.map { !$0.transitionWasCancelled }
        rig.click(p)
        guard let c = running else { return }
        clicksOnTransitions += 1
        let decision = nav.telemetry.lastRelease
        require(!c.isHeld, "a click left its transition held")
        require(decision?.basis == .heading && decision?.finishes == heading,
            "a click on a \(c.operation) did not let it carry on as it was heading (\(String(describing: decision)))")
    }

    /// Back (Escape, Backspace, the bar's button): reverses a push, is ignored during a pop
    /// or while a pointer holds the transition, pops at rest.
    private func back() {
        let running = nav.transitionContext
        let count = nav.viewControllers.count
        let progress = nav.transitionProgress
        let wasCancelled = running?.transitionWasCancelled
        let done = nav.goBack()
        guard let c = running else {
            note("Back at rest")
            require(done == (count > 1), "Back at rest with \(count) pages returned \(done)")
            if done { require(nav.transitionOperation == .pop, "Back at rest did not start a pop") }
            return
        }
        note("Back during \(c.operation)\(c.isHeld ? " (held)" : "")")
        if c.isHeld || c.operation == .pop {
            ignoredBacks += 1
            require(!done && c.transitionWasCancelled == wasCancelled,
                "Back during a \(c.isHeld ? "held " : "")\(c.operation) was not ignored")
            if c.isHeld {
                frame(1.0 / 60)
                require(nav.transitionProgress == progress && c.isHeld, "Back moved a held transition")
            }
        } else {
            reversals += 1
            require(done && c.transitionWasCancelled, "Back during a push did not reverse it")
            reversed = c
            frame(1.0 / 60)
            // It turns around on a spring from the speed it had: in the frame after, it may
            // still move on, never by more than a push's top speed (about 3 a second) carries it.
            if !c.isCompleted, let before = progress, let now = nav.transitionProgress {
                require(now <= before + 0.05, "a push reversed by Back went on too far in a frame (\(before) -> \(now))")
            }
        }
    }

    // MARK: Checks

    /// While the pointer holds a grab: held, at the progress the pointer asks for (or, before
    /// it moves, where it was taken).
    private func checkHeld(moving: Bool) {
        guard let c = grabbed, !c.isCompleted else { return }
        require(c.isHeld && nav.transitionContext === c, "the held \(c.operation) is not held")
        let progress = nav.transitionProgress
        if let held = heldProgress, !moving {
            require(progress == held, "a held \(c.operation) moved while the pointer rested (\(held) -> \(String(describing: progress)))")
        }
        if let asked = nav.telemetry.interaction?.pointerProgress, let progress {
            require(abs(asked - progress) < 1e-9, "a held \(c.operation) at \(progress), the pointer asks for \(asked)")
        }
    }

    /// What always holds, and at rest the whole stack.
    func check() {
        let nav = self.nav
        if !ledger.problems.isEmpty {
            failures += ledger.problems
            ledger.clearProblems()
        }
        require(nav.viewControllers.first === rig.root, "the root left the bottom of the stack: \(ledger.titles(nav.viewControllers))")
        // Every page on the stack is a child; at rest no other is, during a transition only
        // the one leaving (a pop's) is too.
        let leaving = nav.active == nil ? [] : nav.stackBeforeTransition
        require(nav.viewControllers.allSatisfy { $0.parent === nav }
            && nav.children.allSatisfy { c in nav.viewControllers.contains { $0 === c } || leaving.contains { $0 === c } },
            "children \(ledger.titles(nav.children)) for the stack \(ledger.titles(nav.viewControllers))")
        let t = nav.telemetry
        require(t.completed == ledger.completed && t.cancelled == ledger.cancelled,
            "telemetry counts \(t.completed) completed, \(t.cancelled) cancelled; the log \(ledger.completed), \(ledger.cancelled)")
        require(nav.isTransitioning == ledger.isOpen, "transitioning: \(nav.isTransitioning), the log has one open: \(ledger.isOpen)")
        require(ledger.begun == t.completed + t.cancelled + (nav.isTransitioning ? 1 : 0),
            "\(ledger.begun) transitions begun, \(t.completed) + \(t.cancelled) ended, \(nav.isTransitioning ? 1 : 0) running")
        if let c = grabbed, pointer != nil, !c.isCompleted { require(c.isHeld, "a transition grabbed by the pointer still down is not held") }
        if let r = reversed, r.isCompleted {
            require(r.transitionWasCancelled, "a push reversed by Back, untouched since, completed")
            reversed = nil
        }
        if !nav.isTransitioning { checkAtRest() }
    }

    /// No transition: only the top page, in place, at rest, named in the bar; every page but
    /// the top has disappeared and the top has appeared.
    private func checkAtRest() {
        let nav = self.nav
        guard let top = nav.topViewController else { return failures.append("the stack is empty") }
        let name = top.title ?? "?"
        require(nav.pending.isEmpty, "requests left waiting with no transition running")
        require(nav.children.count == nav.viewControllers.count, "children \(ledger.titles(nav.children)) at rest for \(ledger.titles(nav.viewControllers))")
        require(nav.containerView.subviews.count == 1 && nav.containerView.subviews.first === top.viewIfLoaded,
            "at rest the container shows \(nav.containerView.subviews.count) views, not just \(name)'s")
        let v = top.view
        require(v.transform == .identity && v.frame == nav.containerView.bounds && v.dimming == 0 && v.alpha == 1,
            "\(name) at rest: transform \(v.transform), frame \(v.frame), dimming \(v.dimming), alpha \(v.alpha)")
        let container = nav.containerView.layer
        require(container.speed == 1 && container.timeOffset == 0, "the container's time is left at speed \(container.speed), offset \(container.timeOffset)")
        require(nav.navigationBar.title == top.title, "the bar says \(nav.navigationBar.title ?? "nil") over \(name)")
        let below = nav.viewControllers.dropLast().last
        require(nav.navigationBar.backButtonTitle == below?.title, "the bar's Back says \(nav.navigationBar.backButtonTitle ?? "nil"), the page below is \(below?.title ?? "none")")
        require(nav.telemetry.progress == nil, "a progress is reported at rest")
        for (title, phase) in ledger.phases {
            let expected: AppearanceLedger.Phase = title == name ? .appeared : .disappeared
            require(phase == expected, "\(title) is \(phase.rawValue) at rest, \(name) on top")
        }
    }

    /// Lets go of anything held and runs until nothing moves; then the whole scene at rest.
    func finish() {
        if pointer != nil { release() }
        rig.settle(limit: 100)
        check()
        require(!nav.isTransitioning, "still transitioning after settling")
        require(rig.window.layer.animationCountInSubtree == 0, "\(rig.window.layer.animationCountInSubtree) animations left")
        if let top = nav.topViewController {
            require(top.view.layer.presentation.transform == .identity && top.view.layer.presentation.opacity == 1, "the top page does not show at rest")
        }
    }
}
