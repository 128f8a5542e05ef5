import Glibc

/// Thin wrappers over the POSIX calls a recording needs, each giving errno's text on failure.
public enum POSIXFile {
    static func errorText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    /// Writes every byte (retrying short writes and EINTR); the error text on failure.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in write(fd, raw.baseAddress! + offset, raw.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return errorText()
            }
            if n == 0 { return errorText(EIO) }
            offset += n
        }
        return nil
    }

    static func isRegular(_ st: stat) -> Bool { st.st_mode & S_IFMT == S_IFREG }
    static func isDirectory(_ st: stat) -> Bool { st.st_mode & S_IFMT == S_IFDIR }

    /// The folder a path names its file in ("." for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
