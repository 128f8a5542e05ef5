import Compositor
import Geometry
import Gestures

/// A horizontal slider (UIKit's UISlider): drag the thumb, or press anywhere on the track.
@MainActor
public final class Slider: View {
    /// 0...1.
    public private(set) var value: Double = 0
    /// Called with the new value while the user drags.
    public var onChange: ((Double) -> Void)?
    public private(set) var isTracking = false
    private let track = View()
    private let fill = View()
    private let thumb = View()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        track.backgroundColor = Color(hex: 0xD1D1D6)
        track.isUserInteractionEnabled = false
        fill.backgroundColor = Color(hex: 0x0A6CFF)
        fill.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        thumb.layer.borderWidth = 1
        thumb.layer.borderColor = Color(white: 0, alpha: 0.15)
        thumb.isUserInteractionEnabled = false
        addSubview(track)
        addSubview(fill)
        addSubview(thumb)
    }

    /// Sets the value without calling `onChange` (to follow something else).
    public func setValue(_ v: Double) {
        let clamped = v.isFinite ? min(1, max(0, v)) : 0
        guard clamped != value else { return }
        value = clamped
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        let h = 4.0, side = min(28, bounds.height)
        let usable = max(0, bounds.width - side)
        track.frame = Rect(x: side / 2, y: (bounds.height - h) / 2, width: usable, height: h)
        track.cornerRadius = h / 2
        fill.frame = Rect(x: side / 2, y: (bounds.height - h) / 2, width: usable * value, height: h)
        fill.cornerRadius = h / 2
        thumb.frame = Rect(x: usable * value, y: (bounds.height - side) / 2, width: side, height: side)
        thumb.cornerRadius = side / 2
    }

    private func update(_ location: Point) {
        let side = min(28, bounds.height)
        let usable = max(1, bounds.width - side)
        let v = min(1, max(0, (location.x - side / 2) / usable))
        value = v
        setNeedsLayout()
        onChange?(v)
    }

    /// A drag on a slider moves its thumb, even one mostly along a scroll view's axis.
    public override var scrollingCancelsPress: Bool { false }

    public override func pointerBegan(_ event: PointerEvent, at location: Point) {
        isTracking = true
        update(location)
    }

    public override func pointerMoved(_ event: PointerEvent, at location: Point) {
        if isTracking { update(location) }
    }

    public override func pointerEnded(_ event: PointerEvent, at location: Point) {
        if isTracking { update(location) }
        isTracking = false
    }

    public override func pointerCancelled(_ event: PointerEvent) { isTracking = false }
}
