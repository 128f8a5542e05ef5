import DevTools
import Motion

/// An app Segue hosts: what the window, the recorder and every tool need to know of it. Its
/// scenes (`--scene`, session headers, the inspector's sections), its transition parameters
/// (the inspector, `--set`, `spec`, sweeps) and how it is built in a window. The host owns
/// the frame, the window and the tools; the app owns its view controllers.
///
/// Segue's own demos are one such app (`DemoApp` in `Scenes`); `Examples/Postcards` is another,
/// in a package of its own.
public protocol SegueApp: Sendable {
    /// Shown as the window's title.
    var name: String { get }
    /// Every scene it can open; the first is where it starts when none is named.
    var scenes: [SceneInfo] { get }
    /// Its own keys in the window, for the help ("1-7 open the scenes"), or nil.
    var keysHelp: String? { get }
    /// Every transition parameter its scenes read (with `NavigationParameters.all` for the
    /// default navigation's, and `ScrollParameters.all` for every scroll view's, if it has one).
    var catalogue: SpecCatalogue { get }
    /// Checks what it needs before any window opens (its assets are there); the error says
    /// what is missing.
    func prepare() throws(AppError)
    /// Builds the app in `shell`, which the controller fills with `shell.show(_:sceneID:)`.
    /// The host then opens the scene it was asked for through the controller.
    @MainActor func launch(in shell: HostShell) throws(AppError) -> any AppController
}

extension SegueApp {
    public func prepare() throws(AppError) {}
    public var keysHelp: String? { nil }

    /// The ids of its scenes, in order.
    public var sceneIDs: [String] { scenes.map(\.id) }

    /// The message for a scene it has not got.
    public func unknownScene(_ id: String) -> String {
        "unknown scene '\(id)' (available: \(sceneIDs.joined(separator: ", ")))"
    }
}
