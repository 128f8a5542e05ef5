import Scenes
import SDLPlatform

/// What every way of running Segue loads before its first frame: the fonts and the assets.
@MainActor
public struct Resources {
    public let fonts: FontLibrary
    public let assets: Assets

    /// The system's font (or `font`) and the assets beside the executable (or `assets`).
    public init(font: String? = nil, assets: Assets? = nil) throws(StartupError) {
        do {
            fonts = try FontLibrary(override: font)
        } catch {
            throw .platform(error)
        }
        if let assets {
            self.assets = assets
        } else {
            do {
                self.assets = try Assets.locate()
            } catch {
                throw .assets(error)
            }
        }
    }

    public func close() { fonts.closeAll() }
}
