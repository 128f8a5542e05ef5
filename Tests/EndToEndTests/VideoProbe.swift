import Foundation
import SegueTesting
import SDLPlatform
import DemoTesting

/// What the video tests read: a session's frame times, a video's streams (through ffprobe,
/// counting the frames it decodes), and single frames (through ffmpeg, as PNG).
enum VideoProbe {
    static let sessions = Repository.root.appendingPathComponent("Assets/Sessions")

    static func session(_ name: String) -> String { sessions.appendingPathComponent(name + ".jsonl").path }

    /// Whether ffmpeg and ffprobe are installed (CI installs them; scripts/setup too).
    static let available = Tool.find("ffmpeg") != nil && Tool.find("ffprobe") != nil

    /// The times of a session's frame lines, in order.
    static func frameTimes(_ path: String) throws -> [Double] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard line.contains("\"type\":\"frame\"") else { return nil }
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["t"] as? Double
        }
    }

    /// From the first frame line to the last.
    static func duration(_ path: String) throws -> Double {
        let times = try frameTimes(path)
        return (times.last ?? 0) - (times.first ?? 0)
    }

    struct Stream {
        let codec: String
        let width: Int
        let height: Int
        let pixelFormat: String
        let frames: Int
        let duration: Double
    }

    /// The first video stream, its frames counted by decoding them all.
    static func probe(_ path: String) throws -> Stream {
        let r = try Tool.run(Tool.find("ffprobe")!, ["-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,pix_fmt,nb_read_frames:format=duration", "-of", "json", path],
            environment: [:], timeout: 60)
        guard r.status == 0, let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any],
            let stream = (json["streams"] as? [[String: Any]])?.first, let format = json["format"] as? [String: Any]
        else { throw E2EError("ffprobe \(path) failed: \(r.stderr)") }
        return Stream(codec: stream["codec_name"] as? String ?? "", width: stream["width"] as? Int ?? 0, height: stream["height"] as? Int ?? 0,
                      pixelFormat: stream["pix_fmt"] as? String ?? "", frames: Int(stream["nb_read_frames"] as? String ?? "") ?? -1,
                      duration: Double(format["duration"] as? String ?? "") ?? -1)
    }

    /// Frame `index` of a video, decoded to RGBA.
    static func frame(_ index: Int, of path: String) throws -> RGBAImage {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("segue-vframe-\(getpid())-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let r = try Tool.run(Tool.find("ffmpeg")!, ["-v", "error", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", "-y", png],
                             environment: [:], timeout: 60)
        guard r.status == 0 else { throw E2EError("ffmpeg could not extract frame \(index) of \(path): \(r.stderr)") }
        return try RGBAImage.readPNG(at: png)
    }

    /// A fresh scratch folder.
    static func folder(_ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-video-\(name)-\(getpid())-\(UInt32.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A folder holding only a fake `ffmpeg` running `script`, to put first on PATH.
    static func fakeFFmpeg(_ script: String) throws -> String {
        let dir = try folder("fake-ffmpeg")
        let path = dir + "/ffmpeg"
        try Data(("#!/bin/sh\n" + script + "\n").utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
        return dir
    }

    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
