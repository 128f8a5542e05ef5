import Foundation
import Testing
import Runtime
import Video
import Compositor
import Geometry

/// The structure check that catches a video ffmpeg left incomplete while exiting 0.
@Suite struct VideoCheckTests {
    /// One MP4 box: a 32-bit big-endian size, a four-letter type, `body` bytes.
    func box(_ type: String, _ body: Int) -> [UInt8] {
        let size = UInt32(8 + body)
        return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array(type.utf8) + [UInt8](repeating: 0, count: body)
    }

    func problem(_ bytes: [UInt8], _ format: VideoFormat = .mp4) -> String? {
        VideoCheck.structureProblem(format: format, size: bytes.count) { offset, count in
            Array(bytes[min(offset, bytes.count) ..< min(offset + count, bytes.count)])
        }
    }

    @Test func aWholeMP4Passes() {
        #expect(problem(box("ftyp", 24) + box("moov", 300) + box("mdat", 5000)) == nil)
        #expect(problem(box("ftyp", 24) + box("free", 0) + box("mdat", 5000) + box("moov", 300)) == nil)
    }

    /// What a full disk at the trailer leaves: the frames, no index.
    @Test func anMP4WithoutItsIndexFails() {
        #expect(problem(box("ftyp", 24) + box("mdat", 5000))?.contains("no 'moov' box") == true)
    }

    @Test func anMP4CutInsideABoxFails() {
        let whole = box("ftyp", 24) + box("mdat", 5000) + box("moov", 300)
        #expect(problem(Array(whole.prefix(3000)))?.contains("ends inside its 'mdat' box") == true)
        #expect(problem(Array(whole.prefix(whole.count - 1)))?.contains("ends inside its 'moov' box") == true)
        #expect(problem(Array(whole.prefix(whole.count - 300 - 5)))?.contains("box header") == true)
        #expect(problem([])?.contains("'ftyp'") == true)
        #expect(problem(box("moov", 10) + box("mdat", 10))?.contains("'ftyp'") == true)
    }

    @Test func aGIFNeedsItsHeaderAndTrailer() {
        let whole = Array("GIF89a".utf8) + [UInt8](repeating: 1, count: 100) + [0x3B]
        #expect(problem(whole, .gif) == nil)
        #expect(problem(Array(whole.dropLast()), .gif)?.contains("trailer") == true)
        #expect(problem(Array("PNG89a".utf8) + whole.dropFirst(6), .gif)?.contains("header") == true)
    }

    /// A real video made by ffmpeg passes, with its packets counted; cut by one byte it fails.
    @Test(.enabled(if: FFmpegProcess.locate() != nil && FFmpegProcess.locate("ffprobe") != nil, "needs ffmpeg and ffprobe"))
    func aRealVideoIsCountedAndACutOneFails() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-videocheck-\(getpid())-\(UInt32.random(in: 0 ... .max))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let ffmpeg = try #require(FFmpegProcess.locate()), ffprobe = FFmpegProcess.locate("ffprobe")
        let out = dir + "/v.mp4"
        let arguments = FFmpegArguments(frameSize: .init(width: 64, height: 48), rate: 30, format: .mp4, size: nil, background: .black, output: out)
        let process = try FFmpegProcess(executable: ffmpeg, arguments: arguments.arguments)
        for i in 0..<12 { try process.write([UInt8](repeating: UInt8(i * 20), count: 64 * 48 * 4)) }
        #expect(process.finish() == .exited(status: 0, stderr: ""))
        #expect(VideoCheck.problem(at: out, format: .mp4, frames: 12, ffprobe: ffprobe) == nil)
        #expect(VideoCheck.problem(at: out, format: .mp4, frames: 13, ffprobe: ffprobe) == "it holds 12 frames of the 13 handed to ffmpeg")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        try bytes.dropLast().write(to: URL(fileURLWithPath: out))
        #expect(VideoCheck.problem(at: out, format: .mp4, frames: 12, ffprobe: ffprobe) != nil)
        #expect(VideoCheck.problem(at: dir + "/none.mp4", format: .mp4, frames: 12, ffprobe: ffprobe) == "ffmpeg wrote no file")
    }
}
