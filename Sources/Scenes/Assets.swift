import Foundation
import Geometry

/// Finds the project's `Assets/` folder and reads what the scenes use from it. The folder is
/// looked for in `$SEGUE_ASSETS`, then beside the executable and up to five levels above it
/// (a build tree), then in the working directory.
public struct Assets: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// The running executable's own path (Linux's /proc/self/exe: right however it was
    /// started, from PATH or a link), else argv[0].
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
    }

    public static func locate(executable: String = Assets.executablePath) throws(AssetError) -> Assets {
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["SEGUE_ASSETS"], !env.isEmpty {
            candidates.append(URL(fileURLWithPath: env))
        }
        var dir = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Assets"))
            dir.deleteLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets"))
        candidates.append(URL(fileURLWithPath: "/usr/local/share/segue/Assets"))
        for c in candidates where FileManager.default.fileExists(atPath: c.appendingPathComponent(logoPath).path) {
            return Assets(root: c)
        }
        var looked: [String] = []
        for c in candidates.map(\.path) where !looked.contains(c) { looked.append(c) }
        throw AssetError("cannot find the Assets folder (looked for \(logoPath) in: \(looked.joined(separator: ", "))). Set SEGUE_ASSETS to the repository's Assets folder.")
    }

    static let logoPath = "Logo/segue-logo.svgpath"

    /// Segue's logo: an asymmetric, concave swoosh in a 100 x 100 box.
    public func logo() throws(AssetError) -> Path {
        let url = root.appendingPathComponent(Assets.logoPath)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw AssetError("cannot read \(url.path)") }
        do {
            return try Path(svgData: text)
        } catch {
            throw AssetError("\(url.path): \(error)")
        }
    }

    static let contactsPath = "Contacts/contacts.tsv"

    /// The Contacts demo's people (invented), in the file's order.
    public func contacts() throws(AssetError) -> [Contact] {
        let url = root.appendingPathComponent(Assets.contactsPath)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw AssetError("cannot read \(url.path)") }
        let list: [Contact]
        do {
            list = try Contact.parseList(text)
        } catch {
            throw AssetError("\(url.path): \(error.description)")
        }
        guard !list.isEmpty else { throw AssetError("\(url.path): no contacts in the file") }
        return list
    }
}
