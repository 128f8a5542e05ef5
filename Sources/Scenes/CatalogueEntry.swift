/// One line of the catalogue: what it opens and how it is described.
public struct CatalogueEntry: Sendable, Equatable {
    public let sceneID: String
    public let title: String
    public let subtitle: String

    public init(sceneID: String, title: String, subtitle: String) {
        self.sceneID = sceneID
        self.title = title
        self.subtitle = subtitle
    }
}
