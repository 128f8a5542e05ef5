/// The hosted app while it runs in a window: it shows its scenes in the shell when asked
/// (`--scene`, a session's header, its own buttons) and takes the keys the host leaves it.
@MainActor
public protocol AppController: AnyObject {
    /// Shows the scene `id` (one of the app's `scenes`) through `HostShell.show(_:sceneID:)`,
    /// or pushes it as a page on what shows.
    func open(_ id: String, animated: Bool)
    /// A key the host did not take: the host takes T (the inspector), R (reduce motion) and,
    /// when there is something to go back from, Escape and Backspace; q, s, f and d are the
    /// frame's. True when the app did something with it.
    func handleKey(_ key: String) -> Bool
}
