import SegueTesting
import DemoTesting

/// Damages a session file in the ways real files get damaged or hand-edited: bytes flipped,
/// the file cut off, lines swapped, repeated, dropped or junk put in, numbers replaced by
/// extreme values, strings blown up. Seeded, so every run makes the same files.
struct SessionMutator {
    var random: SeededGenerator

    /// What a number field becomes: limits and one past them, values no conversion survives,
    /// the smallest and largest doubles, signed zero and exponents beyond any double.
    static let extremeNumbers = [
        "1e308", "-1e308", "4294967296", "4294967295", "9007199254740993", "-0", "1e-320", "-1e-320", "0", "-1",
        "1e999999999", "-1e999999999", "1E+400", "1e-999999999", "2147483648", "-2147483649", "10000001", "16385", "0.49",
        "123456789012345678901234567890", String(repeating: "9", count: 100_000),
    ]

    static let junk: [String] = [
        "", "", "{", "[]", "   ", "{\"type\":null}", "\"\\u12", "{\"type\":\"header\"}", "{\"type\":\"pointer\"}", "{\"type\":\"end\",\"summary\":{}}",
        "{\"type\":\"frame\",\"index\":1e308,\"t\":-0,\"digest\":\"\"}", "{\"type\":\"resize\",\"t\":0,\"width\":16384,\"height\":16384}",
        "\u{FEFF}{\"type\":\"focus\",\"t\":0,\"state\":\"lost\"}", "{\"a\":\"\\ud800\"}", String(repeating: "[", count: 500),
        String(repeating: "{\"a\":", count: 70) + "1" + String(repeating: "}", count: 70),
    ]

    /// `lines` (a file split at its newlines) with 1 to 3 mutations; the bytes to write and
    /// which kinds were applied.
    mutating func mutate(_ lines: [[UInt8]]) -> (bytes: [UInt8], kinds: [MutationKind]) {
        var lines = lines
        var kinds: [MutationKind] = []
        var newlineAtEnd = true
        for _ in 0...random.below(3) where !lines.isEmpty {
            let kind = random.pick(MutationKind.allCases)
            kinds.append(kind)
            let i = random.below(lines.count)
            switch kind {
            case .byteFlip where !lines[i].isEmpty: lines[i][random.below(lines[i].count)] ^= UInt8(1 + random.below(255))
            case .byteFlip: lines[i] = [UInt8(random.below(256))]
            case .truncation:
                lines = Array(lines[...i])
                lines[i] = Array(lines[i].prefix(random.below(lines[i].count + 1)))
                newlineAtEnd = random.below(2) == 0
            case .swappedLines: lines.swapAt(i, random.below(lines.count))
            case .duplicatedLine: lines.insert(lines[i], at: random.below(lines.count + 1))
            case .deletedLine: lines.remove(at: i)
            case .junkLine: lines.insert(Array(random.pick(Self.junk).utf8), at: i)
            case .extremeNumber: replaceValue(in: &lines, numbers: true, with: Array(random.pick(Self.extremeNumbers).utf8))
            case .hugeString:
                // Mostly under the 4 MiB line limit (parsed, then refused by the text limit), at times past it.
                let length = random.below(8) == 0 ? 4_300_000 : 4097 + random.below(200_000)
                replaceValue(in: &lines, numbers: false, with: [0x22] + [UInt8](repeating: UInt8(ascii: "x"), count: length) + [0x22])
            }
        }
        var bytes: [UInt8] = []
        for (k, line) in lines.enumerated() {
            bytes += line
            if k < lines.count - 1 || newlineAtEnd { bytes.append(0x0A) }
        }
        return (bytes, kinds)
    }

    /// Replaces one number (or one string value) on a random line that has one; the header
    /// is picked a tenth of the time so its window and scale get their share.
    mutating func replaceValue(in lines: inout [[UInt8]], numbers: Bool, with value: [UInt8]) {
        let candidates = lines.indices.filter { !Self.values(in: lines[$0], numbers: numbers).isEmpty }
        guard !candidates.isEmpty else { return }
        let i = random.below(10) == 0 ? candidates[0] : random.pick(candidates)
        let range = random.pick(Self.values(in: lines[i], numbers: numbers))
        lines[i].replaceSubrange(range, with: value)
    }

    /// Where the number values (or the string values, keys left out) of a JSON line are.
    static func values(in line: [UInt8], numbers: Bool) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var i = 0
        while i < line.count {
            if line[i] == UInt8(ascii: "\"") {
                var j = i + 1
                while j < line.count, line[j] != UInt8(ascii: "\"") { j += line[j] == UInt8(ascii: "\\") ? 2 : 1 }
                let end = min(j + 1, line.count)
                let isKey = line[end...].first { $0 != 0x20 } == UInt8(ascii: ":")
                if !numbers && !isKey { found.append(i..<end) }
                i = end
            } else if line[i] == UInt8(ascii: "-") || (0x30...0x39).contains(line[i]) {
                var j = i
                while j < line.count, "0123456789+-.eE".utf8.contains(line[j]) { j += 1 }
                if numbers { found.append(i..<j) }
                i = j
            } else {
                i += 1
            }
        }
        return found
    }
}
