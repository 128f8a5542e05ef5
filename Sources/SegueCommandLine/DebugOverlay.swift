import Compositor
import Geometry
import Gestures
import Navigation
import Runtime
import Views
import Foundation
import Plots

/// The `D` overlay: frame rate and time (of frames drawn back to back: `FrameRateMeter`) and
/// the renderer drawing them, each recognizer that took part in the latest
/// press with its state, translation and velocity, and a button that freezes and resumes
/// as F does (the live loop takes its presses out of the input: `FreezeButton`).
@MainActor
final class DebugOverlay: View {
    private let text = Label(text: "", font: .system(13), color: .white)
    let freezeButton = FreezeButton()
    /// Each recognizer of the latest press, its latest state, and a pan's translation and
    /// velocity as of that state: once it ends the recognizer is reset (its velocity reads 0),
    /// so an ended pan shows the velocity it ended with, the one its release was decided on.
    private var recognizers: [(recognizer: GestureRecognizer, state: GestureRecognizerState, motion: (t: Point, v: Point)?)] = []
    private var meter = FrameRateMeter()
    var animationSlowdown = false
    /// The renderer the window draws with (`--renderer auto` picks it): software, opengl, ...
    var rendererName = ""
    var reducesMotion = false
    /// The navigation transition's progress, if one is running, and the last release decision.
    var transitionProgress: Double?
    var releaseDecision: ReleaseDecision?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.08, alpha: 0.78)
        cornerRadius = 10
        isUserInteractionEnabled = false
        text.numberOfLines = 0
        addSubview(text)
        addSubview(freezeButton)
    }

    /// What the overlay says, a line each.
    var shownText: String { text.text }

    /// A new press: the recognizers of the one before are forgotten.
    func pressBegan() { recognizers.removeAll() }

    /// Remembers a recognizer's latest state (newest first, at most six).
    func recognizer(_ r: GestureRecognizer, changedTo state: GestureRecognizerState) {
        recognizers.removeAll { $0.recognizer === r }
        let motion = (r as? PanGestureRecognizer).map { (t: $0.translation(in: nil), v: $0.velocity(in: nil)) }
        recognizers.insert((r, state, motion), at: 0)
        if recognizers.count > 6 { recognizers.removeLast() }
    }

    /// A pan's translation and velocity to show: live while it is recognising, otherwise as
    /// they were at its last change of state.
    static func shownMotion(of pan: PanGestureRecognizer, recorded: (t: Point, v: Point)?) -> (Point, Point)? {
        if pan.state == .began || pan.state == .changed { return (pan.translation(in: nil), pan.velocity(in: nil)) }
        return recorded.map { ($0.t, $0.v) }
    }

    /// Called once per presented frame with the time it was presented; `afterIdle`: the
    /// window idled (waited for input with nothing to draw) since the frame before.
    func framePresented(at time: Double, cost: Double, afterIdle: Bool) {
        meter.presented(at: time, afterIdle: afterIdle)
        let rate = meter.reading.map { String(format: "%.0f fps · frame %.1f ms", $0.fps, $0.frameMs) } ?? "idle"
        let renderer = rendererName.isEmpty ? "" : " · " + rendererName
        var lines = [rate + String(format: " · draw %.1f ms%@", cost * 1000, renderer + (animationSlowdown ? " · slow animations" : "") + (reducesMotion ? " · reduce motion" : ""))]
        // A recognizer whose view left the window (another scene opened) is not shown.
        recognizers.removeAll { ($0.recognizer.view as? View)?.window == nil }
        for (r, state, motion) in recognizers {
            var line = "\(r.name): \(r.state == .possible ? state.rawValue : r.state.rawValue)"
            if let pan = r as? PanGestureRecognizer, let (t, v) = Self.shownMotion(of: pan, recorded: motion) {
                line += String(format: "  t (%.0f, %.0f)  v (%.0f, %.0f) pt/s", t.x, t.y, v.x, v.y)
            }
            lines.append(line)
        }
        if recognizers.isEmpty { lines.append("no gestures yet: press and drag") }
        if let p = transitionProgress { lines.append(String(format: "transition %.0f%%", p * 100)) }
        if let d = releaseDecision { lines.append(d.text) }
        text.text = lines.joined(separator: "\n")
        // As wide as the longest line needs (up to the window), as tall as the text wrapped
        // to that width.
        let room = max(200, (superview?.bounds.width ?? 800) - 24)
        var width = min(room, 470.0)
        // The text, then a row for the button.
        let buttonRow = FreezeButton.size.height + 8
        var height = Double(lines.count) * 17 + 16 + buttonRow
        if let measurer = window?.textMeasurer {
            let longest = lines.map { measurer.measure(TextContent($0, font: text.font)).width }.max() ?? 0
            width = min(room, max(470, longest.rounded(.up) + 20))
            height = measurer.measure(TextContent(text.text, font: text.font, wrapWidth: width - 20)).height.rounded(.up) + 16 + buttonRow
        }
        frame = Rect(x: 12, y: (superview?.bounds.height ?? 0) - height - 12, width: width, height: height)
        text.frame = Rect(x: 10, y: 8, width: max(0, width - 20), height: max(0, height - 16 - buttonRow))
        freezeButton.frame = Rect(origin: Point(x: 10, y: height - 8 - FreezeButton.size.height), size: FreezeButton.size)
    }
}
