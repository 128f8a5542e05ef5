/// Misuse the engine refuses and carries on from (a second `completeTransition`, a present
/// while presenting): library modules print nothing, so they hand the words here and the
/// executable decides where they go. Nothing is reported while no handler is set.
@MainActor
public enum Diagnostics {
    public static var handler: ((String) -> Void)?

    public static func report(_ message: String) { handler?(message) }
}
