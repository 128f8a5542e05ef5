import Foundation

/// The signal that asked a headless replay to stop, set by the handler below (a signal
/// handler may only store to memory; the replay reads it between frames).
nonisolated(unsafe) private var receivedSignal: Int32 = 0

/// Ctrl-C (SIGINT) and SIGTERM (and SIGHUP, which `segue` turns into SIGTERM) during a
/// headless replay that makes a video: without a handler they would end the process at
/// once, leaving ffmpeg's unfinished file behind. Caught, the replay stops at its next
/// frame and throws the video away. A replay in a window leaves them to SDL, which turns
/// them into a quit.
public enum StopSignal {
    public static func catchSignals() {
        signal(SIGINT) { receivedSignal = $0 }
        signal(SIGTERM) { receivedSignal = $0 }
    }

    /// The exit status for the signal received, as a shell reports a process it ended
    /// (128 + the signal: 130 for SIGINT, 143 for SIGTERM), or nil.
    public static var exitCode: Int32? {
        receivedSignal == 0 ? nil : 128 + receivedSignal
    }

    /// The name of the signal received, if any.
    public static var received: String? {
        switch receivedSignal {
        case 0: nil
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(receivedSignal)"
        }
    }
}
