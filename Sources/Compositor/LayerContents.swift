/// What a layer draws inside its bounds, above its background colour.
public enum LayerContents: Hashable, Sendable {
    case none
    case image(Image)
    case text(TextContent)

    public static func == (a: LayerContents, b: LayerContents) -> Bool {
        switch (a, b) {
        case (.none, .none): return true
        case (.image(let x), .image(let y)): return x === y
        case (.text(let x), .text(let y)): return x == y
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .none: h.combine(0)
        case .image(let i): h.combine(1); h.combine(ObjectIdentifier(i))
        case .text(let t): h.combine(2); h.combine(t)
        }
    }
}
