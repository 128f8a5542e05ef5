@_spi(Testing) import Navigation

/// Reads a navigation controller's appearance log as it is written and holds it to UIKit's
/// order. Transitions run one at a time, so the log is a run of transitions, each opened by
/// `from.willDisappear, to.willAppear` and closed either completed (`from.didDisappear,
/// to.didAppear`, the stack then the one the transition went to) or cancelled
/// (`to.willDisappear, to.didDisappear, from.willAppear, from.didAppear`, the stack then
/// exactly the one before it). It counts the transitions begun, completed and cancelled,
/// and knows where each controller is in its appearance.
@MainActor
final class AppearanceLedger {
    enum Phase: String {
        case appearing, appeared, disappearing, disappeared
    }

    private enum State {
        case idle
        case opening(from: String)
        case open(from: String, to: String)
        case closing(rest: [String], cancelled: Bool)
    }

    private unowned let nav: NavigationController
    private var state = State.idle
    /// The stacks before and after the open transition.
    private var previous: [ViewController] = []
    private var next: [ViewController] = []
    private(set) var begun = 0
    private(set) var completed = 0
    private(set) var cancelled = 0
    /// Where each controller that has been shown is (by title); the root starts shown.
    private(set) var phases: [String: Phase]
    /// What broke the order, in the order found.
    private(set) var problems: [String] = []

    init(nav: NavigationController, log: Log, root: String) {
        self.nav = nav
        phases = [root: .appeared]
        log.onAdd = { [unowned self] entry in self.read(entry) }
    }

    /// A transition has begun and not yet closed.
    var isOpen: Bool {
        if case .idle = state { return false }
        return true
    }

    func phase(of title: String) -> Phase { phases[title] ?? .disappeared }

    private func read(_ entry: String) {
        guard let dot = entry.lastIndex(of: ".") else { return problems.append("unreadable entry \(entry)") }
        let name = String(entry[..<dot]), event = String(entry[entry.index(after: dot)...])
        advancePhase(name, event)
        switch state {
        case .idle:
            guard event == "willDisappear" else { return problems.append("\(entry) outside a transition") }
            state = .opening(from: name)
        case .opening(let from):
            guard event == "willAppear", name != from else { return problems.append("\(entry) after \(from).willDisappear") }
            guard let active = nav.active else { return problems.append("\(entry): no transition is active") }
            previous = nav.stackBeforeTransition
            next = nav.viewControllers
            if active.from.title != from || active.to.title != name {
                problems.append("\(from) -> \(name) logged, \(active.from.title ?? "?") -> \(active.to.title ?? "?") running")
            }
            begun += 1
            state = .open(from: from, to: name)
        case .open(let from, let to):
            if entry == "\(from).didDisappear" {
                state = .closing(rest: ["\(to).didAppear"], cancelled: false)
            } else if entry == "\(to).willDisappear" {
                state = .closing(rest: ["\(to).didDisappear", "\(from).willAppear", "\(from).didAppear"], cancelled: true)
            } else {
                problems.append("\(entry) during \(from) -> \(to)")
            }
        case .closing(var rest, let cancelled):
            guard entry == rest.first else { return problems.append("\(entry) where \(rest.first ?? "") was due") }
            rest.removeFirst()
            state = rest.isEmpty ? .idle : .closing(rest: rest, cancelled: cancelled)
            if rest.isEmpty { close(cancelled: cancelled) }
        }
    }

    private func close(cancelled wasCancelled: Bool) {
        let expected = wasCancelled ? previous : next
        if !nav.viewControllers.elementsEqual(expected, by: ===) {
            problems.append("\(wasCancelled ? "cancelled" : "completed"): stack \(titles(nav.viewControllers)), expected \(titles(expected))")
        }
        if wasCancelled { cancelled += 1 } else { completed += 1 }
    }

    /// will/did pairs per controller: will-appear from (being) gone, did-appear only after
    /// will-appear, and the same the other way.
    private func advancePhase(_ name: String, _ event: String) {
        let now = phase(of: name)
        let allowed: [Phase], next: Phase
        switch event {
        case "willAppear": (allowed, next) = ([.disappeared, .disappearing], .appearing)
        case "didAppear": (allowed, next) = ([.appearing], .appeared)
        case "willDisappear": (allowed, next) = ([.appeared, .appearing], .disappearing)
        case "didDisappear": (allowed, next) = ([.disappearing], .disappeared)
        default: return problems.append("unknown event \(name).\(event)")
        }
        if !allowed.contains(now) { problems.append("\(name).\(event) while \(now.rawValue)") }
        phases[name] = next
    }

    func titles(_ vcs: [ViewController]) -> String { "[" + vcs.map { $0.title ?? "?" }.joined(separator: ", ") + "]" }

    /// Forgets the problems read so far (after they have been reported).
    func clearProblems() { problems.removeAll() }
}
