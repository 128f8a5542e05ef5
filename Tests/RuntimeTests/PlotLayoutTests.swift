import Plots
import Runtime
import Testing

/// The pieces the plots are laid out with: nice axes, a robust scale, labels kept apart.
@Suite struct PlotLayoutTests {
    @Test func axesTickAtNiceValuesAndEndOnThem() {
        let d = AxisScale.niceDomain([12, 617])
        #expect(d == 0...800)
        let axis = AxisScale(domain: d, from: 200, to: 0)
        #expect(axis.ticks(count: 4) == [0, 200, 400, 600, 800])
        #expect(axis.pixel(400) == 100)
        let progress = AxisScale(domain: 0...1, from: 0, to: 100)
        #expect(progress.ticks(count: 4).map { progress.label($0, count: 4) } == ["0.00", "0.25", "0.50", "0.75", "1.00"])
        let velocity = AxisScale(domain: -20_000...20_000, from: 0, to: 100)
        #expect(velocity.ticks(count: 4).map { velocity.label($0, count: 4) } == ["-20,000", "-10,000", "0", "10,000", "20,000"])
        let time = AxisScale(domain: 0.15...4.7, from: 0, to: 100)
        #expect(time.ticks(count: 12) == [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5])
        #expect(time.label(1, count: 12) == "1.0")
    }

    @Test func aRobustLimitIgnoresASpikeButKeepsWhatMustBeRead() {
        let drag = Array(repeating: 500.0, count: 50) + [8000]
        let spiked = RobustLimit(drag, floor: 100)
        #expect(spiked.limit == 800 && spiked.clipped == 1)
        // A release read at 3000 pt/s stays on the scale.
        let kept = RobustLimit(drag, keep: [3000], floor: 100)
        #expect(kept.limit >= 3000 && kept.clipped == 1)
        // A flick that peaks within half again the 95th percentile is not an outlier.
        let flick = RobustLimit((0..<40).map { 1000 + Double($0) * 25 }, floor: 100)
        #expect(flick.clipped == 0 && flick.limit >= 1975)
        #expect(RobustLimit([], floor: 100).limit == 100)
    }

    @Test func labelsFlipAtTheRightEdgeAndStack() {
        let layout = LabelLayout(minX: 0, maxX: 1000)
        let p = layout.place([(100, 300), (150, 300), (950, 300), (990, 2000)])
        #expect(p[0].x == 104 && p[0].width == 300 && p[0].row == 0 && !p[0].flipped)
        #expect(p[1].row == 1, "overlaps the first: next row")
        #expect(p[2].flipped && p[2].x + p[2].width == 946 && p[2].row == 0)
        // Wider than the band: cut to it and kept inside.
        #expect(p[3].x == 0 && p[3].width == 1000 && p[3].row == 2)
    }

    /// A marker's line is cut where it would pass over a text: only boxes it passes through
    /// cut it, overlapping boxes make one gap, and a sliver left between two is dropped.
    @Test func aMarkerLineIsBrokenAroundTheTextsItWouldCross() {
        func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> SVGDocument.TextBox { .init(minX: x0, minY: y0, maxX: x1, maxY: y1) }
        let boxes = [box(40, 10, 80, 20), box(0, 30, 60, 45), box(45, 40, 200, 50), box(0, 50.5, 300, 60), box(60, 70, 90, 80), box(10, 90, 49.9, 95)]
        let s = LabelLayout.segments(x: 50, from: 0, to: 100, avoiding: boxes)
        #expect(s == [0...10, 20...30, 60...100], "\(s)")
        #expect(LabelLayout.segments(x: 50, from: 12, to: 18, avoiding: boxes).isEmpty, "wholly inside a box")
        #expect(LabelLayout.segments(x: 95, from: 0, to: 100, avoiding: boxes) == [0...40, 60...100])
    }
}
