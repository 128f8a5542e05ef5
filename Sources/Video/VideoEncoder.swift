import Outputs
import Compositor
import Foundation
import Geometry

/// A video being made: raw RGBA frames of one size piped to ffmpeg, which writes into a
/// `VideoFile`; `finish` keeps the video only when ffmpeg says it succeeded and the file it
/// wrote is whole (`VideoCheck`). Any failure leaves the final name untouched.
public final class VideoEncoder {
    public let frameSize: PixelSize
    private let file: VideoFile
    private let format: VideoFormat
    private let ffmpeg: FFmpegProcess
    /// ffprobe beside ffmpeg or on PATH, to count the finished video's frames (nil: the
    /// container's structure alone is checked).
    private let ffprobe: String?
    /// Frames handed to ffmpeg so far.
    public private(set) var frames = 0

    /// Starts ffmpeg (`executable`) on a new private file beside `options.path`.
    public init(options: VideoOptions, format: VideoFormat, executable: String, frameSize: PixelSize, rate: Double, background: Color) throws(VideoError) {
        self.frameSize = frameSize
        self.format = format
        do {
            file = try VideoFile(path: options.path, format: format)
        } catch {
            throw .output(error)
        }
        let beside = (executable as NSString).deletingLastPathComponent
        ffprobe = FFmpegProcess.locate("ffprobe", path: beside) ?? FFmpegProcess.locate("ffprobe")
        let arguments = FFmpegArguments(frameSize: frameSize, rate: rate, format: format, size: options.size, background: background, output: file.temporary)
        ffmpeg = try FFmpegProcess(executable: executable, arguments: arguments.arguments)
    }

    /// Hands one frame (`frameSize`, RGBA, top row first) to ffmpeg.
    public func append(_ pixels: [UInt8]) throws(VideoError) {
        precondition(pixels.count == frameSize.width * frameSize.height * 4, "a video frame of the wrong size")
        do {
            try ffmpeg.write(pixels)
        } catch .closed {
            // ffmpeg stopped reading: it failed (a full disk, a bad option); say what it said.
            let ending = ffmpeg.finish()
            file.discard()
            guard case .exited(let status, let stderr) = ending else { throw .stopped }
            throw .ffmpegFailed(path: file.path, status: status, stderr: stderr, early: status == 0)
        } catch .stalled(let seconds) {
            cancel()
            throw .ffmpegStalled(path: file.path, seconds: seconds)
        } catch {
            cancel()
            throw .stopped
        }
        frames += 1
    }

    /// Ends the video: ffmpeg finishes the file, which is checked whole and then replaces
    /// the final name.
    public func finish() throws(VideoError) {
        defer { file.discard() }
        guard case .exited(let status, let stderr) = ffmpeg.finish() else { throw .stopped }
        guard status == 0 else { throw .ffmpegFailed(path: file.path, status: status, stderr: stderr) }
        if let reason = VideoCheck.problem(at: file.temporary, format: format, frames: frames, ffprobe: ffprobe) {
            throw .incomplete(path: file.path, reason: reason, stderr: stderr)
        }
        do {
            try file.commit()
        } catch {
            throw .output(error)
        }
    }

    /// Stops ffmpeg and throws its file away.
    public func cancel() {
        ffmpeg.cancel()
        file.discard()
    }
}
