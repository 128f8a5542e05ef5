import Foundation
import Testing
@testable import Sessions

/// Property-based fuzzing of the reader: mutated sessions (flipped bytes, cut lines,
/// duplicated and swapped lines, junk) never crash it; each ends in records or in a
/// line-numbered error. Bounded: a fixed seed and a fixed number of cases.
@Suite struct SessionFuzzTests {
    @Test func mutatedSessionsNeverCrashTheReader() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/Sessions/catalogue-edge-swipe.jsonl")
        let original = try Data(contentsOf: source)
        let lines = original.split(separator: 0x0A).map { Array($0) }
        var state: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
        let junk: [[UInt8]] = [Array("{".utf8), Array("[]".utf8), Array("{\"type\":null}".utf8), Array("\"\\u12".utf8),
            Array("{\"type\":\"frame\",\"index\":1e308,\"t\":-0,\"digest\":\"\"}".utf8), [0xFF, 0xFE, 0x00], Array(String(repeating: "[", count: 500).utf8)]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fuzz-\(getpid()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        var errors = 0, clean = 0
        for _ in 0..<400 {
            var mutated = lines
            for _ in 0..<(1 + next(4)) {
                let i = next(mutated.count)
                switch next(6) {
                case 0 where !mutated[i].isEmpty: mutated[i][next(mutated[i].count)] = UInt8(next(256))
                case 1: mutated[i] = Array(mutated[i].prefix(next(mutated[i].count + 1)))
                case 2: mutated.insert(mutated[i], at: next(mutated.count))
                case 3: mutated.swapAt(i, next(mutated.count))
                case 4: mutated.insert(junk[next(junk.count)], at: i)
                default: mutated.remove(at: i)
                }
                if mutated.isEmpty { break }
            }
            var bytes = Data()
            for (k, l) in mutated.enumerated() {
                bytes.append(contentsOf: l)
                if k < mutated.count - 1 || next(2) == 0 { bytes.append(0x0A) }
            }
            try bytes.write(to: url)
            do {
                let reader = try SessionReader(path: url.path, knownScenes: ["catalogue", "gallery", "motion"])
                while try reader.next() != nil {}
                clean += 1
            } catch {
                #expect(error.line >= 1)
                errors += 1
            }
        }
        #expect(errors > 0 && errors + clean == 400)
    }
}
