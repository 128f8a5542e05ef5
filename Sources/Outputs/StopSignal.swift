import Foundation

/// The signal that asked a headless replay to stop, set by the handler below (a signal
/// handler may only store to memory; the replay reads it between frames).
nonisolated(unsafe) private var receivedSignal: Int32 = 0

/// Ctrl-C (SIGINT), SIGTERM (and SIGHUP, which `segue` turns into SIGTERM) and SIGQUIT.
/// A command with something to finish (the live window's recording, a replay, a video,
/// compare) catches them (`catchSignals`) and stops at its next frame: a headless replay
/// that makes a video throws the video away instead of leaving ffmpeg's unfinished file,
/// the live window writes its recording's end line. Other commands end at once
/// (`endProcessOnSignals`).
public enum StopSignal {
    public static func catchSignals() {
        signal(SIGINT) { receivedSignal = $0 }
        signal(SIGTERM) { receivedSignal = $0 }
        signal(SIGQUIT) { receivedSignal = $0 }
    }

    /// The default for every command until one that stops by itself calls `catchSignals`:
    /// SIGINT, SIGTERM and SIGQUIT end the process at once with 128 + the signal (130, 143,
    /// 131), the code a shell gives a process the signal killed. Caught rather than left to
    /// the default so that SIGQUIT makes no core or crash report, and so that SDL, which
    /// takes over only signals left at their default, leaves them to `catchSignals`.
    public static func endProcessOnSignals() {
        for s in [SIGINT, SIGTERM, SIGQUIT] { signal(s) { _exit(128 + $0) } }
    }

    /// 128 + the signal received (130 for SIGINT, 143 for SIGTERM, 131 for SIGQUIT), if any:
    /// the exit code of a command that a signal stopped.
    public static var exitCode: Int32? { receivedSignal == 0 ? nil : 128 + receivedSignal }

    /// The name of the signal received, if any.
    public static var received: String? {
        switch receivedSignal {
        case 0: nil
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(receivedSignal)"
        }
    }
}
