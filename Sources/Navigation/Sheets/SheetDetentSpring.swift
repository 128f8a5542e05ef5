import Motion
import Views

/// A sheet's move from where it was let go to a detent: a critically damped release spring
/// from the release's speed (`Spring.release`, the spring a released transition runs on),
/// stepped by a display link on the sheet's view and timed from the first frame it shows.
@MainActor
final class SheetDetentSpring {
    private struct Run {
        let from: Double
        let to: Double
        let spring: Spring
        var start: Double?
    }

    private var link: DisplayLink!
    private var running: Run?
    private let place: (Double) -> Void
    /// Called when it comes to rest (not when stopped).
    var onRest: (() -> Void)?

    init(view: View, place: @escaping (Double) -> Void) {
        self.place = place
        link = DisplayLink(view: view, detached: { [unowned self] _ in self.running = nil }) { [unowned self] l in self.step(l.timestamp) }
    }

    var isRunning: Bool { running != nil }

    /// Where it is heading.
    var target: Double? { running?.to }

    /// Its speed now (points per second), 0 when not running.
    var velocity: Double {
        guard let r = running, let start = r.start else { return 0 }
        return r.spring.velocity(at: link.timestamp - start) * (r.to - r.from)
    }

    /// Moves from `from` to `to`, leaving at `velocity` (points per second, down positive).
    func run(from: Double, to: Double, velocity: Double, spec: TransitionSpec) {
        let distance = to - from
        guard abs(distance) > 0.01 else {
            stop()
            place(to)
            onRest?()
            return
        }
        let toward = distance > 0 ? velocity : -velocity
        let spring = Spring.release(velocity: toward, distance: abs(distance), slowest: spec.number(NavigationParameters.releaseSlowest),
            quickest: spec.number(NavigationParameters.releaseQuickest), resting: spec.number(NavigationParameters.releaseResting),
            // The limit is per whole transition: the whole move here.
            maxAcceleration: spec.number(NavigationParameters.releaseMaxAcceleration) * abs(distance))
        running = Run(from: from, to: to, spring: spring)
        place(from)
        if !link.start() { finish() }
    }

    func stop() {
        running = nil
        link.stop()
    }

    private func step(_ time: Double) {
        guard var r = running else { return link.stop() }
        let start = r.start ?? time
        r.start = start
        running = r
        let t = time - start
        guard t < r.spring.settlingDuration else { return finish() }
        place(r.from + (r.to - r.from) * r.spring.value(at: t))
    }

    private func finish() {
        guard let r = running else { return }
        stop()
        place(r.to)
        onRest?()
    }
}
