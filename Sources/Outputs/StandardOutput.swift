import Foundation

/// The one way results reach standard output (`--summary`, `--feel`, `segue spec`, `bench`,
/// a compare plot or a snapshot to "-"): straight to the file descriptor, every write checked,
/// so a full disk or a closed pipe is an error rather than an exit 0 with nothing written
/// (print's buffer would be flushed at exit, its failure unseen).
public enum StandardOutput {
    public static let name = "standard output"

    /// Writes every byte. A reader that left (EPIPE, as in `| head`) ends the process as it
    /// ends any Unix tool, by SIGPIPE, quietly: it asked for no more. Any other failure (a full
    /// disk) is thrown, naming standard output.
    public static func write(_ bytes: [UInt8]) throws(OutputError) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && errno == EPIPE { endByBrokenPipe() }
            if n < 0 { throw OutputError(path: name, errno: errno) }
            if n == 0 { throw OutputError(path: name, errno: EIO) }
            done += n
        }
    }

    public static func write(_ text: String) throws(OutputError) { try write(Array(text.utf8)) }

    /// `segue` ignores SIGPIPE so that a FIFO or a recording's closed reader is a reported
    /// error; for standard output the default disposition is what a user expects.
    private static func endByBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var pipeOnly = sigset_t()
        sigemptyset(&pipeOnly)
        sigaddset(&pipeOnly, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &pipeOnly, nil)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }
}
