import Outputs
import Foundation

/// Why a video was not made: ffmpeg missing, not starting, or failing (with the last lines
/// it wrote), or the video file not written. Printed as one message by the command line.
public enum VideoError: Error, CustomStringConvertible {
    case ffmpegMissing
    case ffmpegDidNotStart(String, reason: String)
    /// ffmpeg exited with `status`; `early` when it exited 0 without reading every frame.
    case ffmpegFailed(path: String, status: Int32, stderr: String, early: Bool = false)
    /// ffmpeg exited 0 but the file is not a whole video (a full disk while it wrote the
    /// trailer): `reason` says what is missing.
    case incomplete(path: String, reason: String, stderr: String)
    /// ffmpeg stopped taking frames for `seconds` while still running.
    case ffmpegStalled(path: String, seconds: Double)
    /// A signal asked the export to stop (the caller says which).
    case stopped
    case output(OutputError)

    public var description: String {
        switch self {
        case .ffmpegMissing:
            "--video needs ffmpeg, and there is no ffmpeg on PATH (Debian and Ubuntu: apt-get install ffmpeg; scripts/setup installs it)"
        case .ffmpegDidNotStart(let executable, let reason):
            "could not start \(executable): \(reason)"
        case .ffmpegFailed(let path, let status, let stderr, let early):
            "ffmpeg failed (\(early ? "it stopped reading the frames, " : "")exit \(status)); \(path) not written" + Self.lastLines(stderr)
        case .incomplete(let path, let reason, let stderr):
            "ffmpeg exited 0 but the video is incomplete: \(reason); \(path) not written" + Self.lastLines(stderr)
        case .ffmpegStalled(let path, let seconds):
            "ffmpeg took no frame for \(Int(seconds)) s; stopped it; \(path) not written"
        case .stopped:
            "stopped"
        case .output(let error):
            error.description
        }
    }

    /// 2 when ffmpeg is missing (the machine is not set up, as for a missing font); 1 when
    /// the video could not be made or written.
    public var exitCode: Int32 {
        if case .ffmpegMissing = self { return 2 }
        return 1
    }

    /// The last few non-empty lines, indented under the message.
    static func lastLines(_ text: String, count: Int = 6) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return "" }
        return ":\n" + lines.suffix(count).map { "  ffmpeg: " + $0 }.joined(separator: "\n")
    }
}
