import ArgumentParser
import Outputs
import Runtime

/// What a command prints as its result, through `StandardOutput` (every write checked): a
/// failure is said on stderr, naming standard output and why, and the command exits 1.
public enum ResultOutput {
    /// Writes `text` and a newline (`terminator`), or ends the command with exit 1.
    public static func print(_ text: String, terminator: String = "\n", command: String) throws {
        do {
            try StandardOutput.write(text + terminator)
        } catch {
            FileHandleStderr.error("\(error)")
            throw ExitCode(1)
        }
    }
}
