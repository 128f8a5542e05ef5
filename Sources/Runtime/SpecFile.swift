import Foundation
import Motion
import Navigation
import Scenes
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
    public func read(catalogue: SpecCatalogue = SceneRegistry.catalogue) throws(Problem) -> [SpecAssignment] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let why = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw Problem(description: "\(path): \(why)")
        }
        defer { try? handle.close() }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { throw Problem(description: "\(path): is a folder") }
        let data: Data
        do { data = try handle.read(upToCount: Self.byteLimit + 1) ?? Data() } catch { throw Problem(description: "\(path): cannot be read (\(error.localizedDescription))") }
        guard data.count <= Self.byteLimit else { throw Problem(description: "\(path): larger than \(Self.byteLimit) bytes; not a spec file") }
        guard let text = String(data: data, encoding: .utf8) else { throw Problem(description: "\(path): not UTF-8 text") }
        do {
            return try SpecJSON.assignments(file: text, catalogue: catalogue)
        } catch {
            throw Problem(description: "\(path): \(error)")
        }
    }

    /// The app's default spec with the files' and settings' assignments applied in order:
    /// each file, then each `key=value`.
    public static func resolve(files: [String], settings: [String], catalogue: SpecCatalogue = SceneRegistry.catalogue) throws(Problem) -> [SpecAssignment] {
        var out: [SpecAssignment] = []
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
