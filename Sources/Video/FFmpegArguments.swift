import Outputs
import Compositor
import Geometry

/// The arguments `ffmpeg` is run with to turn raw RGBA frames on its standard input into a
/// video: the frames' size and rate, an optional fit into `size`, and the format's encoding
/// (H.264 in yuv420p with BT.709 colours, or a GIF with a palette made for each frame, so
/// nothing waits for the whole video).
public struct FFmpegArguments: Equatable, Sendable {
    public var frameSize: PixelSize
    public var rate: Double
    public var format: VideoFormat
    public var size: PixelSize?
    /// What a fitted frame is centred on.
    public var background: Color
    /// Where ffmpeg writes (our temporary file).
    public var output: String

    public init(frameSize: PixelSize, rate: Double, format: VideoFormat, size: PixelSize?, background: Color, output: String) {
        self.frameSize = frameSize
        self.rate = rate
        self.format = format
        self.size = size
        self.background = background
        self.output = output
    }

    /// A rate as ffmpeg reads it: 60, 29.97.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    var backgroundHex: String {
        func byte(_ c: Double) -> String {
            let v = Int((min(1, max(0, c)) * 255).rounded())
            return (v < 16 ? "0" : "") + String(v, radix: 16)
        }
        return "0x" + byte(background.red) + byte(background.green) + byte(background.blue)
    }

    /// How wide a GIF is made when no size is asked for: a GIF holds a palette and a full
    /// frame's worth of change per frame, so one at a 1024-pixel window's size runs to
    /// megabytes a second; 480 is what GIFs in issues and chats usually are.
    public static let gifDefaultWidth = 480

    /// The size the frames are fitted into: the one asked for, else for a GIF wider than
    /// `gifDefaultWidth` that width with the frames' shape; nil to keep the frames' pixels.
    public var fittedSize: PixelSize? {
        if let size { return size }
        guard format == .gif, frameSize.width > Self.gifDefaultWidth else { return nil }
        let height = (Double(frameSize.height) * Double(Self.gifDefaultWidth) / Double(frameSize.width)).rounded()
        return PixelSize(width: Self.gifDefaultWidth, height: max(1, Int(height)))
    }

    /// The video filter: fit and centre on the background (or, for an MP4, pad an odd side
    /// by one pixel), then the format's conversion.
    public var filter: String {
        var steps: [String] = []
        let colour = format == .mp4 ? ":out_color_matrix=bt709:out_range=tv" : ""
        if let size = fittedSize {
            let even = format.needsEvenSize ? ":force_divisible_by=2" : ""
            steps.append("scale=\(size.width):\(size.height):force_original_aspect_ratio=decrease\(even):flags=lanczos\(colour)")
            steps.append("pad=\(size.width):\(size.height):(ow-iw)/2:(oh-ih)/2:color=\(backgroundHex)")
        } else if format == .mp4 {
            if frameSize.width % 2 != 0 || frameSize.height % 2 != 0 {
                steps.append("pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=\(backgroundHex)")
            }
            steps.append("scale=flags=lanczos" + colour)
        }
        steps.append("setsar=1")
        switch format {
        case .mp4:
            steps.append("format=yuv420p")
            return steps.joined(separator: ",")
        case .gif:
            return steps.joined(separator: ",") + ",split[a][b];[a]palettegen=stats_mode=single[p];[b][p]paletteuse=new=1"
        }
    }

    /// x264 holds about `rc-lookahead` frames (40 at this preset) and more per thread (one
    /// and a half per core): at 8192 x 6144 pixels that held 9.6 GB for an 8-frame video.
    /// Past a 4K frame, two threads and a lookahead of four frames keep it near a gigabyte.
    var encoderMemoryLimits: [String] {
        frameSize.width * frameSize.height > 3840 * 2160 ? ["-threads", "2", "-x264-params", "rc-lookahead=4:sync-lookahead=0"] : []
    }

    /// The whole command line after `ffmpeg`.
    public var arguments: [String] {
        var args = ["-hide_banner", "-nostdin", "-loglevel", "error",
                    "-f", "rawvideo", "-pixel_format", "rgba", "-video_size", "\(frameSize.width)x\(frameSize.height)",
                    "-framerate", Self.number(rate), "-i", "pipe:0", "-vf", filter]
        switch format {
        case .mp4:
            args += ["-c:v", "libx264", "-preset", "medium", "-crf", "18"] + encoderMemoryLimits + [
                     "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                     "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            args += ["-loop", "0", "-f", "gif"]
        }
        return args + ["-y", output]
    }
}
