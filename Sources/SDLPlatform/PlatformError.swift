/// Start-up problems a user can fix, each with the message the command line prints after
/// `segue: error: `.
public enum PlatformError: Error, CustomStringConvertible, Sendable {
    /// No display to open a window on.
    case noDisplay(detail: String)
    /// fontconfig has no DejaVu Sans (`detail`: what it offers instead).
    case noFont(detail: String)
    /// The font given with `--font` could not be opened.
    case badFont(path: String, detail: String)
    case sdl(SDLError)

    public var description: String {
        switch self {
        case .noDisplay(let detail):
            return """
                no display to open a window on (\(detail)).
                Run it on a desktop, under Xvfb (xvfb-run -a segue), or without a window with `segue replay --headless FILE`.
                """
        case .noFont(let detail):
            return "no DejaVu Sans among the system's fonts (\(detail); `fc-match 'DejaVu Sans'` shows it). "
                + "Install fonts-dejavu-core (apt-get install fonts-dejavu-core) or pass --font PATH to a .ttf file."
        case .badFont(let path, let detail):
            return "--font \(path) is not a usable font (\(detail))."
        case .sdl(let e):
            return "\(e.message)"
        }
    }
}
