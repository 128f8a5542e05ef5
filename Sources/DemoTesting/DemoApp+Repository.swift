import Scenes
import SegueTesting
import Foundation

extension Assets {
    /// The repository's Assets folder (found from this file, so tests need no environment).
    public static let repository = Assets(root: Repository.root.appendingPathComponent("Assets"))
}

extension DemoApp {
    /// The demos over the repository's assets: the app Segue's own tests run.
    public static let repository = DemoApp(assets: .repository)
}
