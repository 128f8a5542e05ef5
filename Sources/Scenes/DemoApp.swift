import DevTools
import Host
import Motion

/// Segue's own demos as an app on the host: the catalogue, the five transition demos, the
/// Gallery, the Motion lab and Sheets, over the assets in the repository's `Assets/` folder
/// (found by `Assets.locate`, or given).
public struct DemoApp: SegueApp {
    /// The assets folder, or nil to look for it when the app starts.
    public let assets: Assets?

    public init(assets: Assets? = nil) { self.assets = assets }

    public var name: String { "Segue" }

    public var scenes: [SceneInfo] { DemoApp.scenes }
    public static let scenes = [SceneInfo(id: "catalogue", title: "Catalogue")] + SceneRegistry.entries.map {
        SceneInfo(id: $0.sceneID, title: $0.title, subtitle: $0.subtitle, tuningNote: $0.tuningNote)
    }

    public var keysHelp: String? { "1-\(SceneRegistry.scenes.count) open the scenes" }

    public var catalogue: SpecCatalogue { SceneRegistry.catalogue }

    public func prepare() throws(AppError) { _ = try located() }

    @MainActor public func launch(in shell: HostShell) throws(AppError) -> any AppController {
        let assets = try located()
        do {
            return DemoController(shell: shell, logo: try assets.logo(), contacts: try assets.contacts())
        } catch {
            throw AppError(error.description)
        }
    }

    private func located() throws(AppError) -> Assets {
        if let assets { return assets }
        do {
            return try Assets.locate()
        } catch {
            throw AppError(error.description)
        }
    }
}
