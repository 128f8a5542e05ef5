import Foundation
import Geometry
import SDLPlatform
import Gestures

/// `--latency-probe`: after each present that shows a new pointer position, one JSON line on
/// stderr with the position and the time on CLOCK_MONOTONIC, the clock another process on
/// the machine reads too, so `scripts/input-latency` can time its own synthetic motion to the
/// frame that shows it.
@MainActor
final class LatencyProbe {
    private var latest: Point?
    private var reported: Point?

    func note(_ events: [PlatformEvent]) {
        for case .pointer(let p) in events { latest = p.location }
    }

    func framePresented() {
        guard let latest, latest != reported else { return }
        reported = latest
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        let t = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        FileHandleStderr.write(String(format: "{\"presented\": {\"x\": %.1f, \"y\": %.1f, \"t\": %.6f}}\n", latest.x, latest.y, t))
    }
}
