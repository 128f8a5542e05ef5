/// Which SDL render driver draws the window.
public enum RendererKind: String, CaseIterable, Sendable {
    /// The best accelerated driver SDL finds, falling back to software.
    case auto
    case software
    case opengl
    case opengles2

    var sdlDriverName: String? {
        switch self {
        case .auto: return nil
        case .software: return "software"
        case .opengl: return "opengl"
        case .opengles2: return "opengles2"
        }
    }
}
