import Compositor
import Views
import Foundation
import Outputs
import SDLPlatform
import Host
import Sessions
import Video
import Geometry

/// What a replay writes frame by frame: PNG frames (`--frames`, every recorded frame or
/// every `--every`th, or at a fixed rate with `--fps`) and a video (`--video`, always at a
/// fixed rate, `--fps` or its format's default; one run or two side by side), with a
/// progress bar. Fixed-rate frames follow
/// `FixedRateSchedule`: each video frame shows the latest recorded frame at or before its
/// time, so the engine steps only at recorded frames and the replay stays exact.
///
/// Used in three steps: `init` checks everything that can be checked before the replay
/// (ffmpeg on PATH, the output's folder, both sessions read through); `start` opens the
/// second run once the first run's stage exists; `recorded` takes each frame of the first
/// run as it is drawn; `finish` writes what remains and keeps the video (`cancel` throws it
/// away).
@MainActor
public final class ReplayOutputs {
    let options: ReplayOptions
    /// The first run's session, read through.
    let extent: SessionExtent
    /// Fixed-rate output: the first run's schedule and the rate; nil for recorded frames only.
    let schedule: FixedRateSchedule?
    /// How the first run departs from its recording (its label says so).
    let departures: Departures
    let beside: SideBySideRun?
    let ffmpeg: String?
    let format: VideoFormat?
    private let progressOutput: ((String) -> Void)?
    private let report: (String) -> Void
    private var fonts: FontLibrary?
    private var progress: ProgressReporter?
    private var cursor = FixedRateCursor()
    /// The first run's last frame drawn, and its PNG once encoded.
    private var last: RGBAImage?
    private var lastPNG: [UInt8]?
    /// The pointers the first run's events leave, drawn over the video (`--touches`), and
    /// their rings as they were at the last frame drawn.
    private var touches = TouchPointers()
    private var lastRings: [TouchRing] = []
    private var encoder: VideoEncoder?
    private var composite: SideBySideFrame?

    /// Whether a replay with these options writes anything frame by frame.
    public static func needed(for options: ReplayOptions) -> Bool { options.frames != nil || options.video != nil }

    /// Checks what can be checked before a replay that may take minutes. `beside` is the
    /// second run of a side-by-side video; `progress` draws a progress bar (nil: none).
    public init(options: ReplayOptions, departures: Departures, beside: ReplayOptions?, progress: ((String) -> Void)?,
        report: @escaping (String) -> Void) throws(ReplayFailure) {
        self.options = options
        self.departures = departures
        progressOutput = progress
        self.report = report
        if let dir = options.frames {
            do { try FrameFolder(path: dir).prepare() } catch { throw ReplayFailure("\(error)", code: 2) }
        }
        if let video = options.video {
            guard let format = video.format else {
                throw ReplayFailure((OutputFile.extensionProblem(video.path, option: "--video", expected: "mp4 or .gif") ?? video.path), code: 2)
            }
            do { try VideoFile.checkWritable(video.path) } catch { throw ReplayFailure("\(error)", code: 1) }
            guard let found = FFmpegProcess.locate() else { throw ReplayFailure("\(VideoError.ffmpegMissing)", code: 2) }
            self.format = format
            ffmpeg = found
        } else {
            format = nil
            ffmpeg = nil
        }
        let extent: SessionExtent
        do {
            extent = try SessionExtent.read(SessionReader(appSession: options.file, app: options.app))
        } catch {
            throw ReplayFailure(error.message(file: options.file), code: 2)
        }
        self.extent = extent
        let videoRate = options.video?.format?.defaultRate
        let rate = options.video != nil ? options.fps ?? videoRate : options.fps
        if options.video != nil && extent.frames == 0 {
            throw ReplayFailure(SessionError(line: 0, "no frame lines: nothing to make a video of").message(file: options.file), code: 2)
        }
        schedule = rate.map { extent.schedule(rate: $0) }
        if let beside {
            guard let rate, options.video != nil else { throw ReplayFailure("--side-by-side needs --video", code: 2) }
            self.beside = try SideBySideRun(options: beside, rate: rate, showsTouches: options.video?.showsTouches == true)
        } else {
            self.beside = nil
        }
    }

    /// Video frames in all (the longer run's, and any a replay under other parameters ran
    /// on for), or the recorded frames without a fixed rate.
    var total: Int {
        guard let schedule else { return extent.frames }
        return max(schedule.frameCount, beside?.schedule.frameCount ?? 0, ranOnTo + 1)
    }

    /// The last video frame a frame after the recording's last went to (a replay under other
    /// parameters runs on until its transitions settle), or 0.
    private var ranOnTo = 0

    /// The video frame a frame of the first run at `time` goes to: by the schedule, and after
    /// the last recorded frame, on from it at the rate.
    private func slot(of time: Double, in schedule: FixedRateSchedule) -> Int {
        guard time > extent.lastTime else { return schedule.slot(of: time) }
        let after = (schedule.frameCount - 1) + Int(min(1e7, ((time - extent.lastTime) * schedule.rate).rounded()))
        ranOnTo = max(ranOnTo, after)
        return after
    }

    /// Pixels a point the first run is drawn at: its recorded scale, or side by side, the
    /// scale that makes it as tall as the taller run at its recorded scale.
    public var scale: Double {
        let header = extent.header
        guard let beside else { return header.pixelScale }
        return max(header.windowSize.height * header.pixelScale, beside.pixelHeight) / header.windowSize.height
    }

    /// Opens the second run, once the first run's stage is made.
    public func start(resources: Resources) throws(ReplayFailure) {
        fonts = resources.fonts
        if let beside {
            let height = max(extent.header.windowSize.height * extent.header.pixelScale, beside.pixelHeight)
            try beside.start(resources: resources, scale: height / beside.extent.header.windowSize.height)
            if !beside.departures.isEmpty {
                report("segue replay: run B (\(beside.options.label(departing: beside.departures))): " + beside.departures.description)
            }
        }
        if options.video != nil { StopSignal.catchSignals() }
        if let progressOutput {
            progress = ProgressReporter(label: options.video != nil ? "video" : "frames", total: total, write: progressOutput)
        }
    }

    /// An event the first run applied (its pointers are drawn over the video with `--touches`).
    public func observe(_ event: SessionEvent) {
        if options.video?.showsTouches == true { touches.observe(event) }
    }

    /// The first run's frame `index` at `time` was stepped and drawn on `stage`.
    public func recorded(index: Int, time: Double, stage: Stage) throws(ReplayFailure) {
        try checkStop()
        // Recorded frames (without --fps, even beside a video): every `frameStride`th.
        if let dir = options.frames, options.fps == nil, index % options.frameStride == 0 {
            guard let image = stage.snapshot() else { throw ReplayFailure("could not read back frame \(index)", code: 1) }
            do { try FrameFolder(path: dir).write(image, index: index) } catch { throw ReplayFailure("\(error)", code: 1) }
        }
        guard let schedule else {
            progress?.update(index + 1)
            return
        }
        try emit(cursor.advance(to: slot(of: time, in: schedule)))
        guard let image = stage.snapshot() else { throw ReplayFailure("could not read back frame \(index)", code: 1) }
        last = image
        lastRings = touches.rings(scale: scale)
        lastPNG = nil
    }

    /// Writes the video frames `slots`, which show the first run's last frame drawn.
    private func emit(_ slots: Range<Int>) throws(ReplayFailure) {
        guard !slots.isEmpty, let image = last else { return }
        for slot in slots {
            try checkStop()
            if let dir = options.frames, options.fps != nil {
                do {
                    if lastPNG == nil { lastPNG = try image.opaque.pngData() }
                    try FrameFolder(path: dir).write(encoded: lastPNG!, index: slot)
                } catch let error as OutputError {
                    throw ReplayFailure("\(error)", code: 1)
                } catch {
                    throw ReplayFailure("cannot encode frame \(slot): \(error)", code: 1)
                }
            }
            if options.video != nil { try appendVideoFrame(image, slot: slot) }
            progress?.update(slot + 1)
        }
    }

    private func appendVideoFrame(_ drawn: RGBAImage, slot: Int) throws(ReplayFailure) {
        let image = drawn.touched(by: lastRings)
        var pixels = image.pixels
        var size = PixelSize(width: image.width, height: image.height)
        if let beside {
            let other = try beside.frame(at: slot)
            if composite == nil {
                guard let fonts else { preconditionFailure("ReplayOutputs.recorded before start") }
                let widths = [image.width, other.width]
                let height = max(image.height, other.height)
                let labels = [options.label(departing: departures), beside.options.label(departing: beside.departures)]
                // How much --size scales the frames (near enough: the bar is left out).
                let scale = options.video?.size.map { min(Double($0.width) / Double(widths.reduce(0, +)), Double($0.height) / Double(height)) } ?? 1
                do {
                    let barHeight = RunLabelBar.height(forFrameHeight: height, scale: scale)
                    let bar = try RunLabelBar.render(labels: labels, widths: widths, height: barHeight, fonts: fonts)
                    composite = SideBySideFrame(bar: bar, widths: widths, contentHeight: height, background: Theme.background)
                } catch {
                    throw ReplayFailure("\(error)", code: 2)
                }
            }
            composite!.place(image, column: 0)
            composite!.place(other, column: 1)
            pixels = composite!.pixels
            size = composite!.size
        }
        do throws(VideoError) {
            if encoder == nil, let video = options.video, let format, let ffmpeg {
                encoder = try VideoEncoder(options: video, format: format, executable: ffmpeg, frameSize: size,
                                           rate: schedule!.rate, background: Theme.background)
            }
            try encoder?.append(pixels)
        } catch {
            encoder = nil
            try checkStop()
            throw ReplayFailure("\(error)", code: error.exitCode)
        }
    }

    /// Stops a video replay that was asked to stop by a signal; the video is not written.
    func checkStop() throws(ReplayFailure) {
        guard let video = options.video, let signal = StopSignal.received, let code = StopSignal.exitCode else { return }
        throw ReplayFailure("stopped by \(signal); \(video.path) not written", code: code)
    }

    /// The replay reached its end: the video frames still to come show the last frames,
    /// the second run is read to its end and checked, and the video replaces its file.
    public func finish() throws(ReplayFailure) {
        defer { cancel() }
        if schedule != nil {
            try emit(cursor.advance(to: total))
            // The second run may outlast the first and its own recording (its inputs
            // re-anchored later, or a transition running on under other parameters): the
            // video goes on, the first run holding its last frame, while it still moves.
            while let beside, try beside.movesAfter(slot: cursor.next - 1) { try emit(cursor.advance(to: cursor.next + 1)) }
        }
        progress?.finish()
        if let warning = try beside?.finish() { report(warning) }
        try checkStop()
        if let encoder {
            self.encoder = nil
            do {
                try encoder.finish()
            } catch {
                try checkStop()
                throw ReplayFailure("\(error)", code: error.exitCode)
            }
        }
    }

    /// Throws away an unfinished video and closes the second run. The progress bar is
    /// left as it stood (the message saying why comes next).
    public func cancel() {
        progress = nil
        encoder?.cancel()
        encoder = nil
        beside?.close()
    }
}
