/// The unit of a number parameter, as messages, the schema and the inspector show it.
public enum SpecUnit: String, Sendable, Hashable {
    case seconds = "s"
    case points = "pt"
    case pointsPerSecond = "pt/s"
    case radiansPerSecond = "rad/s"
    /// A fraction of a transition (0 is its start, 1 its end).
    case progress = "progress"
    /// Fractions of a transition per second squared (an acceleration of its progress).
    case progressPerSecondSquared = "progress/s^2"
    /// A plain ratio with no unit.
    case ratio = "ratio"

    /// How a value of this unit reads in a message: "0.3 s", "200 pt", "0.5 of the way".
    public var described: String {
        switch self {
        case .seconds: return "seconds"
        case .points: return "points"
        case .pointsPerSecond: return "points per second"
        case .radiansPerSecond: return "radians per second"
        case .progress: return "a fraction of the transition"
        case .progressPerSecondSquared: return "fractions of the transition per second squared"
        case .ratio: return "a ratio"
        }
    }
}
