import ArgumentParser
import Outputs

/// A mistyped command (`segue replai x.jsonl`): plain `segue` runs the live window, which takes
/// no arguments, so a first argument that is not an option is meant as a command. Said as
/// `unknown command 'replai' (did you mean 'replay'?)`, exit 2, rather than as the window's
/// "unexpected argument".
enum CommandSuggestion {
    /// Every command `segue` knows, hidden ones and ArgumentParser's `help` included.
    static var commands: [String] {
        Segue.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The commands a user is shown (not the hidden worker, nor `help`).
    static var shownCommands: [String] {
        Segue.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
    }

    /// The error message for `arguments` whose first is an unknown command, or nil.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first) else { return nil }
        let shown = String(first.prefix(60))
        if let near = nearest(to: first) {
            return "unknown command '\(shown)' (did you mean '\(near)'?)"
        }
        return "unknown command '\(shown)' (commands: \(shownCommands.joined(separator: ", ")); the window's options need no command)"
    }

    /// The shown command nearest to `word` within two edits (or that `word` starts), if any.
    static func nearest(to word: String) -> String? {
        let word = word.lowercased()
        if word.count >= 2, let started = shownCommands.first(where: { $0.hasPrefix(word) }) { return started }
        let scored = shownCommands.map { ($0, distance(word, $0)) }.filter { $0.1 <= min(2, max(1, $0.0.count / 3)) }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Edit distance (insert, delete, substitute, swap two neighbours).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// ArgumentParser's message with its `Error: ` prefix made segue's (`segue: error: `).
    static func errorText(_ full: String) -> String {
        var text = full
        while text.hasSuffix("\n") { text.removeLast() }
        if text.hasPrefix("Error: ") { return ErrorLine.prefix + text.dropFirst("Error: ".count) }
        return text.isEmpty ? "" : ErrorLine.text(text)
    }
}
