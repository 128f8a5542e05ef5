import Foundation

/// The process's resident memory, as the kernel counts it (Linux's /proc/self/statm).
enum ResidentMemory {
    /// Resident bytes now; throws where /proc/self/statm is missing (not Linux).
    static func bytes() throws -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
            throw BenchError("cannot read /proc/self/statm (resident memory is measured on Linux only)")
        }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { throw BenchError("unexpected /proc/self/statm: \(statm)") }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Hands glibc's free heap pages back to the kernel (`malloc_trim(0)`), looked up at run
    /// time because the Glibc module does not declare it and other C libraries lack it.
    static func returnFreedHeap() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}
