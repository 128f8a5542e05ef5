import Host
import SDLPlatform

/// What every way of running an app loads before its first frame: the fonts, and the app,
/// checked (`SegueApp.prepare`: its assets are there).
@MainActor
public struct Resources {
    public let fonts: FontLibrary
    public let app: any SegueApp

    /// The system's font (or `font`; or `fonts`, already open), and `app` once it says it can start.
    public init(app: any SegueApp, font: String? = nil, fonts open: FontLibrary? = nil) throws(StartupError) {
        if let open {
            fonts = open
        } else {
            do {
                fonts = try FontLibrary(override: font)
            } catch {
                throw .platform(error)
            }
        }
        do {
            try app.prepare()
        } catch {
            if open == nil { fonts.closeAll() }
            throw .app(error)
        }
        self.app = app
    }

    public func close() { fonts.closeAll() }
}
