import Foundation

/// Writes diagnostics to standard error.
enum FileHandleStderr {
    static func write(_ s: String) {
        FileHandle.standardError.write(Data(s.utf8))
    }
}
