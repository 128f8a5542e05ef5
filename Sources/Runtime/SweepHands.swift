import Foundation

/// The sessions a sweep replays: each file given, and the `*.jsonl` files in each folder
/// given (not its subfolders), sorted by name; each once, in the order given.
public enum SweepHands {
    public static func expand(_ paths: [String]) throws(SweepError) -> [String] {
        guard !paths.isEmpty else { throw SweepError("no hands: give session files or folders of them") }
        var hands: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw SweepError("\(path): no such file or folder") }
            if isFolder.boolValue {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { throw SweepError("\(path): cannot read the folder") }
                let found = names.filter { $0.hasSuffix(".jsonl") }.sorted().map { (path as NSString).appendingPathComponent($0) }
                guard !found.isEmpty else { throw SweepError("\(path): no session files (*.jsonl) in the folder") }
                hands += found
            } else {
                hands.append(path)
            }
        }
        var seen = Set<String>()
        return hands.filter { seen.insert($0).inserted }
    }

    /// A hand's name as tables show it: the file name without `.jsonl`.
    public static func name(_ hand: String) -> String {
        let file = (hand as NSString).lastPathComponent
        return file.hasSuffix(".jsonl") ? String(file.dropLast(6)) : file
    }
}
