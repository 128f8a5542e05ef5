/// Where a frame line holds its digest, whatever JSON spacing wrote it (`"digest":"…"` as the
/// recorder writes, `"digest": "…"` as jq or Python do): the bytes of the string value, so a
/// rewrite replaces the value and keeps every other byte.
public enum DigestField {
    /// The ranges of the string values of `"digest"` keys in `line` that equal `value`.
    public static func values(in line: [UInt8], equalTo value: String) -> [Range<Int>] {
        let key = Array("\"digest\"".utf8), wanted = Array(value.utf8)
        var found: [Range<Int>] = []
        var i = 0
        while i + key.count <= line.count {
            guard line[i..<(i + key.count)].elementsEqual(key) else {
                i += 1
                continue
            }
            var j = skipSpace(line, from: i + key.count)
            i += key.count
            guard j < line.count, line[j] == UInt8(ascii: ":") else { continue }
            j = skipSpace(line, from: j + 1)
            guard j < line.count, line[j] == UInt8(ascii: "\"") else { continue }
            let start = j + 1, end = start + wanted.count
            guard end < line.count, line[start..<end].elementsEqual(wanted), line[end] == UInt8(ascii: "\"") else { continue }
            found.append(start..<end)
            i = end + 1
        }
        return found
    }

    /// JSON's whitespace: space, tab, line feed, carriage return.
    private static func skipSpace(_ line: [UInt8], from i: Int) -> Int {
        var j = i
        while j < line.count, [0x20, 0x09, 0x0A, 0x0D].contains(line[j]) { j += 1 }
        return j
    }
}
