import Foundation

/// Runs work on its own thread and waits for it at most so long, so a read that hangs is a
/// failed expectation instead of a test run that never ends (the stuck thread is abandoned).
enum Deadline {
    /// The body's result, or nil when it did not finish within `seconds`.
    static func run<T: Sendable>(within seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
        let box = LockedValue<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            box.set(body())
            done.signal()
        }
        worker.stackSize = 8 << 20
        worker.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.get()
    }
}
