import Foundation
import Geometry
import Gestures

/// `--log-gestures`: one JSON object per recognizer state change, on stderr.
@MainActor
enum GestureLog {
    /// `time` is the event's time on the engine's clock.
    static func line(_ r: GestureRecognizer, _ state: GestureRecognizerState) -> String {
        let time = r.lastTimestamp
        func pair(_ p: Point) -> String { String(format: "[%.3f, %.3f]", p.x, p.y) }
        var fields = [
            "\"time\": " + String(format: "%.6f", time),
            "\"recognizer\": \"" + r.name.replacingOccurrences(of: "\"", with: "'") + "\"",
            "\"state\": \"\(state.rawValue)\"",
            "\"location\": " + pair(r.location(in: nil)),
        ]
        if let pan = r as? PanGestureRecognizer {
            fields.append("\"translation\": " + pair(pan.translation(in: nil)))
            fields.append("\"velocity\": " + pair(pan.velocity(in: nil)))
        } else {
            fields.append("\"translation\": null")
            fields.append("\"velocity\": null")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
