/// The one prefix of every error `segue` prints, whichever command and layer found it:
/// `segue: error: MESSAGE` (warnings are `segue: warning: ...`; notes about a run keep the
/// command's name, `segue replay: ...`). Scripts and tests match this prefix.
public enum ErrorLine {
    public static let prefix = "segue: error: "

    /// `message` as an error line (no newline), said once: a message that already carries
    /// the prefix (an error passed on by another layer) is not prefixed again.
    public static func text(_ message: String) -> String {
        message.hasPrefix(prefix) ? message : prefix + message
    }

    /// An error line's message without the prefix, to be put inside another message.
    public static func message(_ line: String) -> String {
        line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
    }
}
