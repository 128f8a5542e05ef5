import Scenes
import SDLPlatform

/// Why Segue could not start: no display, no font, missing assets. `description` is the
/// message the command line prints.
public enum StartupError: Error, CustomStringConvertible {
    case platform(PlatformError)
    case assets(AssetError)

    public var description: String {
        switch self {
        case .platform(let e): return e.description
        case .assets(let e): return e.description
        }
    }
}
