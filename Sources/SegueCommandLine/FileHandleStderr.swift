import Foundation
import Outputs

/// Writes diagnostics to standard error. A reader that left (`2>&1 | head -1`) or a full
/// disk loses the diagnostics, never the app: FileHandle.write traps on such an error, so
/// the bytes go through write(2), whose failure is ignored.
public enum FileHandleStderr {
    public static func write(_ s: String) {
        var bytes = Array(s.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(STDERR_FILENO, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            done += n
        }
    }

    /// Writes one error line: `segue: error: MESSAGE` (ErrorLine), the one prefix of every
    /// error the binary prints.
    public static func error(_ message: String) {
        write(ErrorLine.text(message) + "\n")
    }
}
