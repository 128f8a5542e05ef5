import Geometry
import Gestures
import Motion
import Views
import Compositor

/// A cubic Bezier timing curve to edit by hand: time runs right, progress up; the curve
/// is drawn with its two control points, each a handle to drag (x kept within 0...1,
/// y within the room shown, -0.3...1.3).
@MainActor
@_spi(Testing) public final class CurveEditorView: View {
    static let shownY = -0.3...1.3
    private(set) var curve = CubicBezier.linear
    var onChange: ((CubicBezier) -> Void)?
    private let unitSquare = View()
    private let line = ShapeView(path: Path(), fillColor: Theme.tint)
    private let arms = ShapeView(path: Path(), fillColor: Theme.secondaryInk)
    private let handles = [View(), View()]
    private var dragged: Int?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0xF7F7FA)
        cornerRadius = 6
        unitSquare.layer.borderWidth = 1
        unitSquare.layer.borderColor = Theme.separator
        for v in [unitSquare, arms, line] as [View] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        for h in handles {
            h.backgroundColor = .white
            h.layer.borderWidth = 2
            h.layer.borderColor = Theme.tint
            h.isUserInteractionEnabled = false
            addSubview(h)
        }
    }

    func show(_ c: CubicBezier) {
        guard c != curve || line.path.isEmpty else { return }
        curve = c
        setNeedsLayout()
    }

    private var pad: Double { 10 }

    /// Where a point of the curve's plane shows.
    @_spi(Testing) public func place(_ x: Double, _ y: Double) -> Point {
        let w = bounds.width - 2 * pad, h = bounds.height - 2 * pad
        let span = Self.shownY.upperBound - Self.shownY.lowerBound
        return Point(x: pad + x * w, y: pad + (Self.shownY.upperBound - y) / span * h)
    }

    /// The point of the curve's plane under a location.
    func value(at p: Point) -> (x: Double, y: Double) {
        let w = max(1, bounds.width - 2 * pad), h = max(1, bounds.height - 2 * pad)
        let span = Self.shownY.upperBound - Self.shownY.lowerBound
        let x = min(1, max(0, (p.x - pad) / w))
        let y = min(Self.shownY.upperBound, max(Self.shownY.lowerBound, Self.shownY.upperBound - (p.y - pad) / h * span))
        return ((x * 100).rounded() / 100, (y * 100).rounded() / 100)
    }

    public override func layoutSubviews() {
        line.frame = bounds
        arms.frame = bounds
        let o = place(0, 0), e = place(1, 1)
        unitSquare.frame = Rect(x: o.x, y: e.y, width: e.x - o.x, height: o.y - e.y)
        let points = (0...48).map { i -> Point in
            let t = Double(i) / 48
            return place(t, curve.progress(at: t))
        }
        line.path = .polyline(points, width: 2)
        let p1 = place(curve.x1, curve.y1), p2 = place(curve.x2, curve.y2)
        arms.path = Path(elements: Path.polyline([o, p1], width: 1).elements + Path.polyline([e, p2], width: 1).elements)
        for (h, p) in zip(handles, [p1, p2]) {
            h.frame = Rect(x: p.x - 6, y: p.y - 6, width: 12, height: 12)
            h.cornerRadius = 6
        }
    }

    /// Its handles are dragged in any direction: the inspector's scroll view leaves the press alone.
    public override var scrollingCancelsPress: Bool { false }

    public override func pointerBegan(_ event: PointerEvent, at location: Point) {
        let p1 = place(curve.x1, curve.y1), p2 = place(curve.x2, curve.y2)
        let d1 = location.distance(to: p1), d2 = location.distance(to: p2)
        dragged = min(d1, d2) <= 18 ? (d1 <= d2 ? 0 : 1) : nil
    }

    public override func pointerMoved(_ event: PointerEvent, at location: Point) { drag(to: location) }

    public override func pointerEnded(_ event: PointerEvent, at location: Point) {
        drag(to: location)
        dragged = nil
    }

    public override func pointerCancelled(_ event: PointerEvent) { dragged = nil }

    private func drag(to location: Point) {
        guard let dragged else { return }
        let v = value(at: location)
        let next = dragged == 0 ? CubicBezier(v.x, v.y, curve.x2, curve.y2) : CubicBezier(curve.x1, curve.y1, v.x, v.y)
        guard next != curve else { return }
        curve = next
        setNeedsLayout()
        onChange?(next)
    }
}
