/// What the tools say about one of the hosted app's scenes: its id (`--scene`, session
/// headers, the prefix of its parameters' names), its title, a line under it, and what the
/// tuning inspector says about when its parameters take effect, where that differs from
/// "from the next transition".
public struct SceneInfo: Sendable, Equatable {
    public let id: String
    public let title: String
    public let subtitle: String
    public let tuningNote: String?

    public init(id: String, title: String, subtitle: String = "", tuningNote: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.tuningNote = tuningNote
    }
}
