/// The value of one parameter of a `TransitionSpec`: a number, a cubic Bezier timing curve,
/// or a spring given UIKit's way (a settling duration and a damping ratio).
public enum SpecValue: Hashable, Sendable {
    case number(Double)
    case curve(CubicBezier)
    case spring(SpringSpec)

    /// What a value of this kind is called in messages.
    public var typeName: String {
        switch self {
        case .number: return "a number"
        case .curve: return "a curve"
        case .spring: return "a spring"
        }
    }
}
