import Foundation
import Motion
import Navigation
import Host
import Sessions

/// A spec file of the app's transition parameters (`--spec FILE`, the inspector's Save):
/// read strictly (every key known, every value of its kind and in range, a clear error naming
/// the file and the key), and written whole and safely (`OutputFile`).
public struct SpecFile {
    /// A spec file is a few kilobytes; more is not one.
    public static let byteLimit = 1 << 20

    public let path: String

    public init(path: String) { self.path = path }

    /// Why a spec file cannot be used: unreadable, or a key or value that is wrong.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The assignments the file makes, in catalogue order.
    public func read(catalogue: SpecCatalogue) throws(Problem) -> [SpecAssignment] {
        let text = try Self.text(of: path)
        do {
            return try SpecJSON.assignments(file: text, catalogue: catalogue)
        } catch {
            throw Problem(description: "\(path): \(error)")
        }
    }

    /// Each file's text (or why it cannot be had) as first read in this process. A command
    /// checks its options and then runs them, and a spec file may be a pipe (`--spec <(...)`)
    /// that reads once; every reading after the first gets the same answer.
    nonisolated(unsafe) private static var texts: [String: Result<String, Problem>] = [:]
    private static let textsLock = NSLock()

    private static func text(of path: String) throws(Problem) -> String {
        let known: Result<String, Problem> = textsLock.withLock {
            if let known = texts[path] { return known }
            let read = readText(path)
            texts[path] = read
            return read
        }
        return try known.get()
    }

    /// Read with the sessions' bounded reader: a FIFO with no writer is refused after a
    /// moment rather than waited for forever, and a file past `byteLimit` is not read on.
    private static func readText(_ path: String) -> Result<String, Problem> {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return .failure(Problem(description: "\(path): is a folder")) }
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(path: path, limit: byteLimit)
        } catch {
            let why = FileManager.default.fileExists(atPath: path) ? error.reason : "no such file"
            return .failure(Problem(description: "\(path): \(why)"))
        }
        guard bytes.count <= byteLimit else { return .failure(Problem(description: "\(path): larger than \(byteLimit) bytes; not a spec file")) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(Problem(description: "\(path): not UTF-8 text")) }
        return .success(text)
    }

    /// The app's default spec with the assignments applied in order: a platform's physics
    /// preset (`--physics`), each file, then each `key=value`.
    public static func resolve(physics: String? = nil, files: [String], settings: [String], catalogue: SpecCatalogue) throws(Problem) -> [SpecAssignment] {
        var out: [SpecAssignment] = []
        if let physics {
            do { out += try PhysicsPreset.named(physics).assignments } catch { throw Problem(description: "--physics \(physics.prefix(120)): \(error)") }
        }
        for f in files { out += try SpecFile(path: f).read(catalogue: catalogue) }
        for s in settings {
            do { out.append(try SpecJSON.assignment(setting: s, catalogue: catalogue)) } catch { throw Problem(description: "--set \(s.prefix(120)): \(error)") }
        }
        // Checked together: the release spring's quickest frequency may not be below its slowest
        // (the engine would read it as the slowest; given by hand, it is a mistake to say).
        var spec = TransitionSpec(catalogue: catalogue)
        do { try spec.apply(out) } catch { throw Problem(description: "\(error)") }
        let slowest = spec.number(NavigationParameters.releaseSlowest), quickest = spec.number(NavigationParameters.releaseQuickest)
        if quickest < slowest {
            throw Problem(description: "\(NavigationParameters.releaseQuickest.name) (\(SpecParameter.describe(.number(quickest)))) is below "
                + "\(NavigationParameters.releaseSlowest.name) (\(SpecParameter.describe(.number(slowest))))")
        }
        return out
    }
}
