import Motion
import Views

/// A platform's physics as data: spec assignments for the scroll deceleration, the rubber
/// band and the spring back from an edge, the paging flick speed, the edge swipe's release
/// rule and the release spring, each value with where it comes from. `--physics NAME` and
/// the inspector's choice apply one before any `--spec`/`--set` (which override it).
/// Every preset sets the same parameters (`PhysicsPreset.parameters`), so choosing one after
/// another leaves nothing of the first. `uikit` is Segue's defaults.
public struct PhysicsPreset: Sendable, Equatable {
    /// One row of a platform's table: a parameter, the value the platform gives it, and its
    /// source (a file at a revision, or the computation that derives it from one).
    public struct Entry: Sendable, Equatable {
        public let parameter: SpecParameter
        public let value: SpecValue
        public let source: String

        public init(_ parameter: SpecParameter, _ value: SpecValue, _ source: String) {
            self.parameter = parameter
            self.value = value
            self.source = source
        }
    }

    public let name: String
    public let title: String
    public let entries: [Entry]

    public init(name: String, title: String, entries: [Entry]) {
        self.name = name
        self.title = title
        self.entries = entries
    }

    /// The presets, in the order the inspector and messages list them.
    public static let all: [PhysicsPreset] = [.uikit, .flutter, .android]

    /// The parameters a preset sets.
    public static let parameters: [SpecParameter] = [
        ScrollParameters.decelerationRate, ScrollParameters.rubberBand, ScrollParameters.bounce, ScrollParameters.pagingFlickSpeed,
        NavigationParameters.edgeThreshold, NavigationParameters.edgeProjectionTime,
        NavigationParameters.releaseSlowest, NavigationParameters.releaseQuickest, NavigationParameters.releaseResting,
    ]

    /// The preset's values as assignments, in table order.
    public var assignments: [SpecAssignment] { entries.map { SpecAssignment($0.parameter.name, $0.value) } }

    /// The preset named `name`, or an error listing the names.
    public static func named(_ name: String) throws(SpecError) -> PhysicsPreset {
        if let p = all.first(where: { $0.name == name }) { return p }
        throw SpecError(key: nil, "unknown platform \"\(name)\" (expected \(names))")
    }

    /// "uikit, flutter or android".
    public static var names: String {
        let n = all.map(\.name)
        return n.dropLast().joined(separator: ", ") + " or " + (n.last ?? "")
    }

    /// The preset whose values `spec` holds, if any.
    public static func matching(_ spec: TransitionSpec) -> PhysicsPreset? {
        all.first { p in p.entries.allSatisfy { spec[$0.parameter] == $0.value } }
    }
}
