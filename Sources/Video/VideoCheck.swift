import Outputs
import Foundation

/// Whether a video ffmpeg says it finished is really whole. ffmpeg can exit 0 after "Error
/// writing trailer: No space left on device", leaving an MP4 without its index, so its exit
/// status is not proof: the file's structure is read (every top-level MP4 box inside the
/// file, with `ftyp`, `mdat` and `moov`; a GIF's header and trailer byte), and where ffprobe
/// is installed, its packets are counted against the frames handed over.
public enum VideoCheck {
    /// What is wrong with the container read through `read(offset, count)` (nil: whole).
    public static func structureProblem(format: VideoFormat, size: Int, read: (Int, Int) -> [UInt8]) -> String? {
        switch format {
        case .gif: gifProblem(size: size, read: read)
        case .mp4: mp4Problem(size: size, read: read)
        }
    }

    static func gifProblem(size: Int, read: (Int, Int) -> [UInt8]) -> String? {
        guard size >= 14 else { return "the file is \(size) bytes, too short for a GIF" }
        let header = read(0, 6)
        guard header == Array("GIF89a".utf8) || header == Array("GIF87a".utf8) else { return "the file does not start with a GIF header" }
        guard read(size - 1, 1) == [0x3B] else { return "the file does not end with the GIF trailer (it was cut short)" }
        return nil
    }

    static func mp4Problem(size: Int, read: (Int, Int) -> [UInt8]) -> String? {
        var offset = 0
        var boxes: [String] = []
        while offset < size {
            let head = read(offset, 16)
            guard head.count >= 8 else { return "the file ends inside a box header at byte \(offset)" }
            var length = head[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: head[4..<8].map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
            if length == 1 {
                guard head.count == 16 else { return "the file ends inside the '\(type)' box's header" }
                length = head[8..<16].reduce(0) { $0 << 8 | Int($1) }
            } else if length == 0 {
                length = size - offset
            }
            guard length >= 8 else { return "the '\(type)' box at byte \(offset) has an impossible size (\(length))" }
            guard length <= size - offset else { return "the file ends inside its '\(type)' box (\(size - offset) of \(length) bytes)" }
            boxes.append(type)
            offset += length
        }
        guard boxes.first == "ftyp" else { return "the file does not start with an MP4 'ftyp' box" }
        guard boxes.contains("moov") else { return "the file has no 'moov' box (the index ffmpeg writes last)" }
        guard boxes.contains("mdat") else { return "the file has no 'mdat' box (no frames)" }
        return nil
    }

    /// What is wrong with the finished video at `path` that should hold `frames` frames, or
    /// nil. `ffprobe` (its path, when installed) counts the packets too.
    public static func problem(at path: String, format: VideoFormat, frames: Int, ffprobe: String?) -> String? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0 { return errno == ENOENT ? "ffmpeg wrote no file" : "cannot read it back: \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return "cannot read it back: \(String(cString: strerror(errno)))" }
        let size = Int(info.st_size)
        if let problem = structureProblem(format: format, size: size, read: { offset, count in
            var bytes = [UInt8](repeating: 0, count: count)
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
            return Array(bytes.prefix(max(0, n)))
        }) {
            return problem
        }
        guard let ffprobe else { return nil }
        switch packetCount(path, ffprobe: ffprobe) {
        case .failure(let said): return "ffprobe cannot read it: \(said)"
        case .success(let count) where count != frames: return "it holds \(count) frames of the \(frames) handed to ffmpeg"
        case .success: return nil
        }
    }

    struct ProbeFailure: Error { let said: String }

    /// The video stream's packets as ffprobe counts them (it reads, but does not decode).
    static func packetCount(_ path: String, ffprobe: String) -> Result<Int, ProbeFailure> {
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = ["-v", "error", "-select_streams", "v:0", "-count_packets",
                             "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return .failure(ProbeFailure(said: "\(error.localizedDescription)")) }
        // ffprobe reads the whole file; a minute is ample, and no wait here is unbounded
        // (on the monotonic clock: a wall clock set back would stretch it).
        if exited.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            return .failure(ProbeFailure(said: "ffprobe took over a minute"))
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let said = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let count = Int(said) else {
            return .failure(ProbeFailure(said: said.split(whereSeparator: \.isNewline).last.map(String.init) ?? "exit \(process.terminationStatus)"))
        }
        return .success(count)
    }
}
