import Foundation

/// Standard error shared by a progress bar and messages: the bar is drawn only when stderr
/// is a terminal (a log or a pipe gets no carriage-return noise), and a message that comes
/// while the bar's line is open (an error mid-video) starts on a line of its own.
public final class ProgressOutput {
    private var lineOpen = false

    public init() {}

    /// Draws the bar (nil when stderr is not a terminal).
    public var progress: ((String) -> Void)? {
        guard isatty(STDERR_FILENO) != 0 else { return nil }
        return { [self] text in
            FileHandleStderr.write(text)
            lineOpen = !text.hasSuffix("\n")
        }
    }

    /// Prints one message on a line of its own.
    public func report(_ message: String) {
        if lineOpen {
            FileHandleStderr.write("\n")
            lineOpen = false
        }
        FileHandleStderr.write(message + "\n")
    }
}
