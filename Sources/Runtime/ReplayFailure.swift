/// Why a replay stopped, as the command line says it: the message and the exit code
/// (1: not verified or an output not written; 2: a session or start-up problem).
public struct ReplayFailure: Error {
    public let message: String
    public let code: Int32

    public init(_ message: String, code: Int32) {
        self.message = message
        self.code = code
    }
}
