import Foundation

/// Where progress bars go: standard error, only when it is a terminal (a log or a pipe
/// gets no carriage-return noise).
enum ProgressOutput {
    static var standardError: ((String) -> Void)? {
        isatty(STDERR_FILENO) != 0 ? { FileHandleStderr.write($0) } : nil
    }
}
