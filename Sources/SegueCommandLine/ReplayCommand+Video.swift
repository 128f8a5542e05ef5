import ArgumentParser
import Compositor
import Outputs
import Runtime
import Video

/// `segue replay`'s video and fixed-rate options: --video, --fps, --size, --side-by-side, --touches.
extension ReplayCommand {
    func validateVideo() throws {
        if let video {
            guard let format = VideoFormat(path: video) else {
                throw ValidationError(OutputFile.extensionProblem(video, option: "--video", expected: "mp4 or .gif") ?? "--video \(video)")
            }
            if noRender { throw ValidationError("--video needs pixels: drop --no-render") }
            if let fps, fps > format.maximumRate {
                throw ValidationError("--fps for a .\(format.rawValue) is at most \(Int(format.maximumRate)) (got \(fps))"
                    + (format == .gif ? ": browsers slow GIF frames shorter than 2/100 s" : ""))
            }
            if let size {
                let pixels = try Self.pixelSize(size)
                if format.needsEvenSize && (pixels.width % 2 != 0 || pixels.height % 2 != 0) {
                    throw ValidationError("--size for an .mp4 needs even numbers (H.264 in yuv420p; got \(size))")
                }
            }
        } else {
            if size != nil { throw ValidationError("--size needs --video (the window's size comes from the session)") }
            if sideBySide != nil { throw ValidationError("--side-by-side needs --video") }
            if touches { throw ValidationError("--touches needs --video (it draws the pointer over the video's frames)") }
        }
        if let fps {
            guard fps > 0, fps.isFinite else { throw ValidationError("--fps must be a positive number of frames a second (got \(fps))") }
            if fps > 240 { throw ValidationError("--fps is at most 240 (got \(fps))") }
            if video == nil && frames == nil { throw ValidationError("--fps needs --video or --frames") }
            if every != nil { throw ValidationError("--fps and --every exclude each other: --every keeps every Nth recorded frame, --fps writes frames at a fixed rate") }
        }
        if sideBySide?.isEmpty == true { throw ValidationError("--side-by-side needs a session file") }
    }

    /// A `--size` in pixels, 16 to 16384 a side.
    static func pixelSize(_ text: String) throws -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (16...16384).contains(w), (16...16384).contains(h) else {
            throw ValidationError("--size '\(text)' is not a size: give WxH in whole pixels from 16 to 16384, e.g. 1280x720")
        }
        return PixelSize(width: w, height: h)
    }

    /// `options` with the video and fixed-rate settings.
    func videoOptions(_ options: ReplayOptions) -> ReplayOptions {
        var options = options
        options.fps = fps
        if let video { options.video = VideoOptions(path: video, size: size.flatMap { try? Self.pixelSize($0) }, showsTouches: touches) }
        return options
    }

    /// The second run of --side-by-side: the other session, replayed as the first is.
    var besideOptions: ReplayOptions? {
        // Another session, or this one again under other parameters.
        guard let other = sideBySide ?? (specB.isEmpty ? nil : file) else { return nil }
        var options = ReplayOptions(file: other, app: HostedApp.app)
        options.overrides = (try? specB.assignments()) ?? []  // checked in validate
        options.headless = true
        options.verify = verify
        options.font = font
        return options
    }
}
