import Compositor
import Geometry
import SDLPlatform
import Testing
@_spi(Testing) import Runtime
import Video

/// The pure parts of `--video`: the format by name, ffmpeg's arguments, and the side-by-side
/// frame's pixels.
@Suite struct VideoPartsTests {
    @Test func theFormatComesFromTheExtension() {
        #expect(VideoFormat(path: "out.mp4") == .mp4)
        #expect(VideoFormat(path: "/tmp/A.GIF") == .gif)
        #expect(VideoFormat(path: "out.mov") == nil)
        #expect(VideoFormat(path: "mp4") == nil)
        #expect(VideoFormat.mp4.defaultRate == 60 && VideoFormat.gif.defaultRate == 25)
    }

    func arguments(_ w: Int, _ h: Int, format: VideoFormat, size: PixelSize? = nil, rate: Double = 60) -> FFmpegArguments {
        FFmpegArguments(frameSize: PixelSize(width: w, height: h), rate: rate, format: format, size: size,
                        background: Color(hex: 0xF2F2F7), output: "/d/.v.segue-x/video.\(format.rawValue)")
    }

    /// Past a 4K frame x264 gets two threads and a four-frame lookahead: an 8-frame video of
    /// a 1024x768 session at scale 8 (8192x6144) held 9.6 GB with x264's defaults, 3.4 GB so
    /// (measured with GNU time, debug build). At 4K and below the defaults hold.
    @Test func aLargeMP4LimitsTheEncodersThreadsAndLookahead() {
        let large = arguments(8192, 6144, format: .mp4).arguments
        #expect(large.contains("-x264-params") && large.contains("rc-lookahead=4:sync-lookahead=0"))
        #expect(large.firstIndex(of: "-threads").map { large[$0 + 1] } == "2")
        let uhd = arguments(3840, 2160, format: .mp4).arguments
        #expect(!uhd.contains("-threads") && !uhd.contains("-x264-params"))
        #expect(!arguments(8192, 6144, format: .gif).arguments.contains("-threads"))
    }

    @Test func anMP4IsH264InYUV420WithOddSidesPadded() {
        let even = arguments(1024, 768, format: .mp4)
        #expect(even.arguments.starts(with: ["-hide_banner", "-nostdin", "-loglevel", "error", "-f", "rawvideo", "-pixel_format", "rgba",
                                             "-video_size", "1024x768", "-framerate", "60", "-i", "pipe:0"]))
        #expect(even.arguments.suffix(2) == ["-y", "/d/.v.segue-x/video.mp4"])
        #expect(even.arguments.contains("libx264") && even.arguments.contains("mp4"))
        #expect(even.filter == "scale=flags=lanczos:out_color_matrix=bt709:out_range=tv,setsar=1,format=yuv420p")
        let odd = arguments(1023, 767, format: .mp4, rate: 29.97)
        #expect(odd.filter.hasPrefix("pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=0xf2f2f7,"))
        #expect(odd.arguments.contains("29.97"))
    }

    @Test func aSizeIsFittedAndCentred() {
        let mp4 = arguments(2048, 804, format: .mp4, size: PixelSize(width: 1280, height: 720))
        #expect(mp4.filter.hasPrefix("scale=1280:720:force_original_aspect_ratio=decrease:force_divisible_by=2:flags=lanczos"))
        #expect(mp4.filter.contains("pad=1280:720:(ow-iw)/2:(oh-ih)/2:color=0xf2f2f7"))
        let gif = arguments(1024, 768, format: .gif, size: PixelSize(width: 333, height: 250))
        #expect(gif.filter.hasPrefix("scale=333:250:force_original_aspect_ratio=decrease:flags=lanczos,pad=333:250"))
    }

    @Test func aGIFGetsAPaletteForEachFrameAndLoops() {
        let gif = arguments(479, 359, format: .gif, rate: 25)
        #expect(gif.filter == "setsar=1,split[a][b];[a]palettegen=stats_mode=single[p];[b][p]paletteuse=new=1", "no padding for a GIF")
        #expect(gif.arguments.contains("-loop") && gif.arguments.suffix(4) == ["-f", "gif", "-y", "/d/.v.segue-x/video.gif"])
    }

    /// A GIF without --size is at most 480 pixels wide, its shape kept; --size still rules.
    @Test func aGIFDefaultsToAtMost480PixelsWide() {
        #expect(arguments(1024, 768, format: .gif).filter.hasPrefix("scale=480:360:force_original_aspect_ratio=decrease:flags=lanczos,pad=480:360"))
        #expect(arguments(2048, 832, format: .gif).fittedSize == PixelSize(width: 480, height: 195))
        #expect(arguments(480, 300, format: .gif).fittedSize == nil)
        #expect(arguments(1024, 768, format: .gif, size: PixelSize(width: 800, height: 600)).fittedSize == PixelSize(width: 800, height: 600))
        #expect(arguments(1024, 768, format: .mp4).fittedSize == nil, "an MP4 keeps the window's pixels")
    }

    @Test func ffmpegsLastLinesAreQuoted() {
        let error = VideoError.ffmpegFailed(path: "out.mp4", status: 1, stderr: "one\n\ntwo\r\nthree\n")
        #expect(error.description == "ffmpeg failed (exit 1); out.mp4 not written:\n  ffmpeg: one\n  ffmpeg: two\n  ffmpeg: three")
        #expect(VideoError.ffmpegMissing.exitCode == 2 && error.exitCode == 1)
    }

    func solid(_ w: Int, _ h: Int, _ v: UInt8) -> RGBAImage {
        RGBAImage(width: w, height: h, pixels: [UInt8](repeating: v, count: w * h * 4))
    }

    @Test func aSideBySideFramePutsEachRunInItsColumnUnderTheBar() {
        var frame = SideBySideFrame(bar: solid(5, 2, 9), widths: [3, 2], contentHeight: 4, background: Color(red: 1, green: 0, blue: 0))
        #expect(frame.size == PixelSize(width: 5, height: 6))
        frame.place(solid(3, 4, 100), column: 0)
        frame.place(solid(2, 3, 200), column: 1)  // a row short: the background shows under it
        let image = RGBAImage(width: 5, height: 6, pixels: frame.pixels)
        #expect(image.pixel(x: 4, y: 1) == (9, 9, 9, 9))
        #expect(image.pixel(x: 2, y: 5) == (100, 100, 100, 100))
        #expect(image.pixel(x: 3, y: 2) == (200, 200, 200, 200))
        #expect(image.pixel(x: 4, y: 4) == (200, 200, 200, 200))
        #expect(image.pixel(x: 3, y: 5) == (255, 0, 0, 255))
        // A wider image is cut to its column.
        frame.place(solid(4, 4, 50), column: 0)
        #expect(RGBAImage(width: 5, height: 6, pixels: frame.pixels).pixel(x: 3, y: 2) == (200, 200, 200, 200))
    }
}

/// The label bar of a side-by-side video stays legible when --size shrinks the video.
@MainActor
@Suite struct RunLabelBarTests {
    @Test func theBarIsLegibleInTheVideoAsShown() {
        #expect(RunLabelBar.height(forFrameHeight: 768) == 35)
        #expect(RunLabelBar.height(forFrameHeight: 400) == 24)
        #expect(RunLabelBar.height(forFrameHeight: 2000) == 64)
        // Shown at half size, drawn twice as tall: 24 px in the video.
        #expect(RunLabelBar.height(forFrameHeight: 768, scale: 0.5) == 48)
        // Never more than a quarter of the frames, and a nonsense scale is 1.
        #expect(RunLabelBar.height(forFrameHeight: 768, scale: 0.01) == 192)
        #expect(RunLabelBar.height(forFrameHeight: 768, scale: .nan) == 35)
    }
}
