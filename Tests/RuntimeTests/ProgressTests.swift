import Testing
import Runtime

/// The progress bar: its text (pure), and when a reporter draws it: only after a second,
/// at most ten times a second, and a last line when done.
@MainActor
@Suite struct ProgressTests {
    @Test func theBarShowsDoneTotalAndAPercentRoundedDown() {
        #expect(ProgressBar.line(label: "video", done: 0, total: 250, width: 10) == "video [>         ] 0/250 frames   0%")
        #expect(ProgressBar.line(label: "video", done: 120, total: 250, width: 10) == "video [====>     ] 120/250 frames  48%")
        #expect(ProgressBar.line(label: "video", done: 249, total: 250, width: 10) == "video [=========>] 249/250 frames  99%")
        #expect(ProgressBar.line(label: "frames", done: 250, total: 250, width: 10) == "frames [==========] 250/250 frames 100%")
        // Nonsense counts are clamped, never a trap.
        #expect(ProgressBar.line(label: "x", done: 9, total: 3, width: 4) == "x [====] 3/3 frames 100%")
        #expect(ProgressBar.line(label: "x", done: -1, total: 0, width: 4) == "x [====] 0/0 frames 100%")
        // The default fits an 80-column terminal with five-digit counts.
        #expect(ProgressBar.line(label: "frames", done: 99_999, total: 99_999).count < 80)
    }

    @Test func theReporterWaitsASecondThenDrawsAtMostTenTimesASecond() {
        var now = 100.0
        var written: [String] = []
        let reporter = ProgressReporter(label: "video", total: 1000, now: { now }, write: { written.append($0) })
        for i in 1...50 {
            now += 0.019  // 0.95 s in all
            reporter.update(i)
        }
        #expect(written.isEmpty, "quiet for the first second")
        #expect(!reporter.isShown)
        for i in 51...1000 {
            now += 0.005  // 4.75 s more
            reporter.update(i)
        }
        // At most one draw in each 0.1 s after the first second.
        #expect(reporter.draws >= 40 && reporter.draws <= 48, "\(reporter.draws) draws")
        #expect(written.allSatisfy { $0.hasPrefix("\rvideo [") })
        reporter.finish()
        #expect(written.suffix(2) == ["\r" + ProgressBar.line(label: "video", done: 1000, total: 1000), "\n"])
    }

    @Test func aQuickJobNeverDrawsAndFinishesSilently() {
        var now = 0.0
        var written: [String] = []
        let reporter = ProgressReporter(label: "frames", total: 10, now: { now }, write: { written.append($0) })
        for i in 1...10 {
            now += 0.05
            reporter.update(i)
        }
        reporter.finish()
        #expect(written.isEmpty)
    }
}
