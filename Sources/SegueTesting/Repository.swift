import Foundation

/// The repository's folders, for tests that read its files (example sessions, references,
/// docs, scripts): found from this file's own place in the source tree.
public enum Repository {
    /// The folder holding Package.swift.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The example sessions, `Assets/Sessions`.
    public static let sessions = root.appendingPathComponent("Assets/Sessions")
}
