import Navigation

/// A scene the app can show: its id (`--scene`, session headers), its line in the
/// catalogue, and how it is built.
public struct SceneEntry: Sendable {
    /// A page is pushed on the catalogue; a scene replaces it, with its own navigation
    /// controller and a Demos button back.
    public enum Kind: Sendable, Equatable { case page, scene }

    public let sceneID: String
    public let kind: Kind
    public let title: String
    public let subtitle: String
    /// What the tuning inspector says of when its parameters take effect, where that is not
    /// "from the next transition" (nil).
    public let tuningNote: String?
    /// A page's controller, or a scene's first controller in its navigation controller.
    let build: @MainActor @Sendable (SceneContext) -> SceneContent

    init(_ sceneID: String, _ kind: Kind, title: String, subtitle: String, tuningNote: String? = nil,
        build: @escaping @MainActor @Sendable (SceneContext) -> SceneContent) {
        self.sceneID = sceneID
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.tuningNote = tuningNote
        self.build = build
    }
}
