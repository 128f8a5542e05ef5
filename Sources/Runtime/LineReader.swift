import Foundation

/// Lines from a file descriptor, read in blocks (a sweep worker's answers), each waited for
/// at most a given time.
final class LineReader {
    enum Next: Equatable {
        case line([UInt8])
        /// The stream ended (the writer closed it or died).
        case end
        /// Nothing came within the time given.
        case timedOut
    }

    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// The next line without its newline, waiting at most `seconds` in all for it.
    func line(within seconds: Double) -> Next {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
        while true {
            if let nl = buffer.firstIndex(of: 0x0a) {
                let line = Array(buffer[..<nl])
                buffer.removeSubrange(...nl)
                return .line(line)
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return .timedOut }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(min(Double(deadline - now) / 1e6 + 1, Double(Int32.max))))
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return .end }
            buffer += chunk[..<n]
        }
    }
}
