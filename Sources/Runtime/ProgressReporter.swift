import Foundation

/// A progress bar for work that may take a while (frames, a video): it appears only once
/// `delay` has passed, so quick runs stay silent, and redraws at most every `interval`.
/// It prints nothing itself: `write` gets the text to put on the terminal (carriage returns
/// included), and the caller passes no reporter at all when its stderr is not a terminal.
@MainActor
public final class ProgressReporter {
    public let label: String
    public let total: Int
    private let unit: String
    private let now: () -> Double
    private let write: (String) -> Void
    private let delay: Double
    private let interval: Double
    private let started: Double
    private var lastDrawn: Double?
    private var done = 0
    /// How many times the bar was drawn (tests count them).
    public private(set) var draws = 0

    public init(label: String, total: Int, unit: String = "frames", delay: Double = 1, interval: Double = 0.1,
                now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }, write: @escaping (String) -> Void) {
        self.label = label
        self.total = total
        self.unit = unit
        self.now = now
        self.write = write
        self.delay = delay
        self.interval = interval
        started = now()
    }

    /// Whether the bar has been drawn.
    public var isShown: Bool { lastDrawn != nil }

    /// `done` of `total` are done; draws when due.
    public func update(_ done: Int) {
        self.done = done
        let t = now()
        guard t - started >= delay else { return }
        if let lastDrawn, t - lastDrawn < interval { return }
        draw(at: t)
    }

    /// Draws the final count and ends the line, if the bar was ever drawn.
    public func finish() {
        guard isShown else { return }
        draw(at: now())
        write("\n")
        lastDrawn = nil
    }

    private func draw(at t: Double) {
        lastDrawn = t
        draws += 1
        write("\r" + ProgressBar.line(label: label, done: done, total: total, unit: unit))
    }
}
