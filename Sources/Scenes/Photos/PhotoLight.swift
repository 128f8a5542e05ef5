/// The time of day a photo was taken at: it sets the sky, the sun or moon and how lit the
/// ground is.
public enum PhotoLight: String, CaseIterable, Sendable {
    case dawn
    case day
    case goldenHour
    case sunset
    case blueHour
    case night

    /// The range of clock minutes (after midnight) a photo in this light is dated within.
    var minutes: ClosedRange<Int> {
        switch self {
        case .dawn: 5 * 60 + 10...6 * 60 + 50
        case .day: 9 * 60 + 30...15 * 60 + 30
        case .goldenHour: 17 * 60...18 * 60 + 50
        case .sunset: 19 * 60...20 * 60 + 10
        case .blueHour: 20 * 60 + 15...21 * 60 + 5
        case .night: 21 * 60 + 20...23 * 60 + 50
        }
    }

    /// What the viewer's information calls it, after the family: "Sea · golden hour".
    public var name: String {
        switch self {
        case .dawn: "dawn"
        case .day: "daylight"
        case .goldenHour: "golden hour"
        case .sunset: "sunset"
        case .blueHour: "blue hour"
        case .night: "night"
        }
    }
}
