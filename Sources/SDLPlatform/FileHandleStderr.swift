import Foundation

/// Writes diagnostics to standard error.
public enum FileHandleStderr {
    public static func write(_ s: String) {
        FileHandle.standardError.write(Data(s.utf8))
    }
}
