/// One line of the catalogue: what it opens and how it is described.
public struct CatalogueEntry: Sendable, Equatable {
    /// A page is pushed on the catalogue; a scene replaces it, with its own navigation
    /// controller and a Demos button back.
    public enum Kind: Sendable, Equatable { case page, scene }

    public let sceneID: String
    public let kind: Kind
    public let title: String
    public let subtitle: String

    public init(sceneID: String, kind: Kind, title: String, subtitle: String) {
        self.sceneID = sceneID
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
    }
}
