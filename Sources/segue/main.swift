import ArgumentParser
import Foundation

// Usage errors exit 2 (ArgumentParser's default is 64); help and version exit 0.
do {
    var command = try Segue.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = Segue.exitCode(for: error)
    if code == .success {
        Segue.exit(withError: error)
    }
    FileHandle.standardError.write(Data((Segue.fullMessage(for: error) + "\n").utf8))
    exit(code == .validationFailure ? 2 : code.rawValue)
}
