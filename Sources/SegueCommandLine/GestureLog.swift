import Geometry
import Gestures
import Foundation
import Sessions

/// `--log-gestures`: JSON Lines on stderr, one object per recognizer state change and a
/// closing one with the counts of pointer event times, so `jq` reads the whole stream.
@MainActor
enum GestureLog {
    /// `time` is the event's time on the engine's clock.
    static func line(_ r: GestureRecognizer, _ state: GestureRecognizerState) -> String {
        let time = r.lastTimestamp
        func pair(_ p: Point) -> String { String(format: "[%.3f, %.3f]", p.x, p.y) }
        var fields = [
            "\"time\": " + String(format: "%.6f", time),
            "\"recognizer\": " + r.name.jsonQuoted,
            "\"state\": " + state.rawValue.jsonQuoted,
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

    /// The last line: how many pointer events carried the X server's time, and how many
    /// fell back to SDL's pump time.
    static func closing(serverStamped: Int, pumpStamped: Int) -> String {
        "{\"pointer_event_times\": {\"x_server\": \(serverStamped), \"pump\": \(pumpStamped)}}"
    }
}
