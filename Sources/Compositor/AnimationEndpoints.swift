import Geometry

/// An animation's values in concrete form, one case per animatable property, so the ticker
/// interpolates them and writes the property with no generic code and no key path. The
/// cases with large values (four or six numbers each) are boxed when the track is made, so
/// the enum stays small and evaluating a track copies little.
enum AnimationEndpoints {
    indirect case bounds(ValueEndpoints<Rect>)
    case position(ValueEndpoints<Point>)
    indirect case transform(ValueEndpoints<AffineTransform>)
    case opacity(ValueEndpoints<Double>)
    case cornerRadius(ValueEndpoints<Double>)
    indirect case backgroundColor(ValueEndpoints<Color>)
    case dimming(ValueEndpoints<Double>)
    /// No values: it writes nothing.
    case empty

    /// Writes the value at `progress` (0...1, springs may overshoot) into its property of
    /// `values`, which holds the property's current value (the model, or an earlier animation's).
    func apply(progress p: Double, to values: inout LayerValues) {
        switch self {
        case .bounds(let e): if let v = e.value(at: p, current: values.bounds) { values.bounds = v }
        case .position(let e): if let v = e.value(at: p, current: values.position) { values.position = v }
        case .transform(let e): if let v = e.value(at: p, current: values.transform) { values.transform = v }
        case .opacity(let e): if let v = e.value(at: p, current: values.opacity) { values.opacity = v }
        case .cornerRadius(let e): if let v = e.value(at: p, current: values.cornerRadius) { values.cornerRadius = v }
        case .backgroundColor(let e): if let v = e.value(at: p, current: values.backgroundColor) { values.backgroundColor = v }
        case .dimming(let e): if let v = e.value(at: p, current: values.dimming) { values.dimming = v }
        case .empty: break
        }
    }
}
