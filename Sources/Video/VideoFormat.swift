import Outputs
import Foundation

/// What `--video` writes, by the file's extension: an H.264 MP4 or an animated GIF.
public enum VideoFormat: String, Sendable, CaseIterable {
    case mp4
    case gif

    /// The format a file name asks for (case-insensitive), or nil.
    public init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// Frames a second when none is asked for. A GIF counts time in hundredths of a
    /// second, so 25 (4/100 s a frame) keeps its duration exact.
    public var defaultRate: Double {
        switch self {
        case .mp4: 60
        case .gif: 25
        }
    }

    /// The highest rate that plays at its speed: browsers slow GIF frames shorter than 2/100 s.
    public var maximumRate: Double {
        switch self {
        case .mp4: 240
        case .gif: 50
        }
    }

    /// H.264 in yuv420p halves the colour resolution, so both sides must be even.
    public var needsEvenSize: Bool { self == .mp4 }
}
