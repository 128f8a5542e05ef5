import Host
import SDLPlatform

/// Why an app could not start: no display, no font, or the app's own reason (its assets are
/// missing, an unknown scene). `description` is the message the command line prints.
public enum StartupError: Error, CustomStringConvertible {
    case platform(PlatformError)
    case app(AppError)

    public var description: String {
        switch self {
        case .platform(let e): return e.description
        case .app(let e): return e.description
        }
    }
}
