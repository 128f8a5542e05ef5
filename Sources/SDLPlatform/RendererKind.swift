/// Which SDL render driver draws the window.
public enum RendererKind: String, CaseIterable, Sendable {
    /// The best accelerated driver SDL finds, unless its OpenGL runs on the CPU (Mesa's
    /// llvmpipe, as under Xvfb); otherwise, and when there is none, software.
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
