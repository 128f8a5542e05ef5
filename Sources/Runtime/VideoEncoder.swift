import Compositor
import Geometry

/// A video being made: raw RGBA frames of one size piped to ffmpeg, which writes into a
/// `VideoFile`; `finish` keeps the video only when ffmpeg says it succeeded.
public final class VideoEncoder {
    public let frameSize: PixelSize
    private let file: VideoFile
    private let ffmpeg: FFmpegProcess
    /// Frames handed to ffmpeg so far.
    public private(set) var frames = 0

    /// Starts ffmpeg (`executable`) on a new private file beside `options.path`.
    public init(options: VideoOptions, format: VideoFormat, executable: String, frameSize: PixelSize, rate: Double, background: Color) throws(VideoError) {
        self.frameSize = frameSize
        do {
            file = try VideoFile(path: options.path, format: format)
        } catch {
            throw .output(error)
        }
        let arguments = FFmpegArguments(frameSize: frameSize, rate: rate, format: format, size: options.size, background: background, output: file.temporary)
        ffmpeg = try FFmpegProcess(executable: executable, arguments: arguments.arguments)
    }

    /// Hands one frame (`frameSize`, RGBA, top row first) to ffmpeg.
    public func append(_ pixels: [UInt8]) throws(VideoError) {
        precondition(pixels.count == frameSize.width * frameSize.height * 4, "a video frame of the wrong size")
        guard ffmpeg.write(pixels) else {
            // ffmpeg stopped reading: it failed (a full disk, a bad option); say what it said.
            let (status, stderr) = ffmpeg.finish()
            file.discard()
            throw .ffmpegFailed(path: file.path, status: status, stderr: stderr, early: status == 0)
        }
        frames += 1
    }

    /// Ends the video: ffmpeg finishes the file, which then replaces the final name.
    public func finish() throws(VideoError) {
        let (status, stderr) = ffmpeg.finish()
        guard status == 0 else {
            file.discard()
            throw .ffmpegFailed(path: file.path, status: status, stderr: stderr)
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
