import Foundation
import Geometry
import Gestures

/// Reads session lines one at a time, checking each strictly: exactly one header, first;
/// a known format and a version this build reads; every field present with its type; known
/// event types and scenes; times that never go backwards; finite numbers; positions within
/// a window's width or height of the window.
public struct SessionParser {
    public let knownScenes: Set<String>
    public private(set) var header: SessionHeader?
    private var lastTime = -Double.infinity
    private var lastFrame = -1
    public private(set) var lineNumber = 0

    public init(knownScenes: Set<String>) { self.knownScenes = knownScenes }

    /// Parses the next line (without its newline).
    public mutating func parse(_ line: String) throws(SessionError) -> SessionRecord {
        lineNumber += 1
        let n = lineNumber
        guard let parsed = JSONValue.parse(line), case .object(let o) = parsed else {
            throw SessionError(line: n, "not a JSON object")
        }
        guard case .string(let type)? = o["type"] else { throw SessionError(line: n, "missing field \"type\"") }
        if type == "header" {
            guard header == nil else { throw SessionError(line: n, "a second header") }
            let h = try parseHeader(o, n)
            header = h
            return .header(h)
        }
        guard let header else { throw SessionError(line: n, "no header before the first \(type) line") }
        switch type {
        case "frame":
            let index = try int(o, "index", n)
            let t = try time(o, n)
            guard case .string(let digest)? = o["digest"], !digest.isEmpty else { throw SessionError(line: n, "missing or mistyped field \"digest\"") }
            guard index == lastFrame + 1 else { throw SessionError(line: n, "frame \(index) follows frame \(lastFrame)") }
            lastFrame = index
            return .frame(index: index, time: t, digest: digest)
        case "end":
            guard case .object(let s)? = o["summary"] else { throw SessionError(line: n, "missing or mistyped field \"summary\"") }
            return .end(try parseSummary(s, n))
        case "pointer":
            let t = try time(o, n)
            guard let phase = PointerPhase(rawValue: try string(o, "phase", n)) else { throw SessionError(line: n, "unknown pointer phase") }
            guard let source = PointerSource(rawValue: try string(o, "source", n)) else { throw SessionError(line: n, "unknown pointer source") }
            let p = try point(o, "x", "y", n, header)
            let buttons = try int(o, "buttons", n)
            guard buttons >= 0 else { throw SessionError(line: n, "negative \"buttons\"") }
            return .event(.pointer(PointerEvent(phase: phase, pointerID: try int(o, "id", n), location: p, buttons: UInt32(buttons), timestamp: t, source: source)))
        case "key":
            let t = try time(o, n)
            guard case .bool(let rep)? = o["repeat"] else { throw SessionError(line: n, "missing or mistyped field \"repeat\"") }
            return .event(.key(KeyEvent(key: try string(o, "key", n), isRepeat: rep, timestamp: t)))
        case "wheel":
            let t = try time(o, n)
            guard case .bool(let precise)? = o["precise"] else { throw SessionError(line: n, "missing or mistyped field \"precise\"") }
            let d = Point(x: try number(o, "dx", n), y: try number(o, "dy", n))
            return .event(.wheel(WheelEvent(delta: d, location: try point(o, "x", "y", n, header), isPrecise: precise, timestamp: t)))
        case "resize":
            let t = try time(o, n)
            let w = try number(o, "width", n), h = try number(o, "height", n)
            guard w >= 1, h >= 1, w <= 16384, h <= 16384 else { throw SessionError(line: n, "window size \(w)x\(h) out of range") }
            return .event(.resize(Size(width: w, height: h), time: t))
        case "focus":
            let t = try time(o, n)
            guard try string(o, "state", n) == "lost" else { throw SessionError(line: n, "unknown focus state") }
            return .event(.focusLost(time: t))
        default:
            throw SessionError(line: n, "unknown line type \"\(type)\"")
        }
    }

    private func parseHeader(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> SessionHeader {
        guard try string(o, "format", n) == SessionHeader.format else { throw SessionError(line: n, "not a Segue session (format is not \"\(SessionHeader.format)\")") }
        let version = try int(o, "version", n)
        guard version >= 1, version <= SessionHeader.version else { throw SessionError(line: n, "format version \(version) is newer than this segue reads (\(SessionHeader.version))") }
        let scene = try string(o, "scene", n)
        guard knownScenes.contains(scene) else { throw SessionError(line: n, "unknown scene \"\(scene)\"") }
        guard case .array(let window)? = o["window"], window.count == 2, case .number(let w) = window[0], case .number(let h) = window[1],
            w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384
        else { throw SessionError(line: n, "missing or mistyped field \"window\" ([width, height] in points)") }
        let scale = try number(o, "scale", n)
        guard scale >= 0.5, scale <= 8 else { throw SessionError(line: n, "pixel scale \(scale) out of range") }
        guard case .object(let options)? = o["options"], case .bool(let slow)? = options["slowAnimations"] else {
            throw SessionError(line: n, "missing or mistyped field \"options.slowAnimations\"")
        }
        return SessionHeader(appVersion: try string(o, "app", n), scene: scene, windowSize: Size(width: w, height: h), pixelScale: scale, slowAnimations: slow)
    }

    private func parseSummary(_ s: [String: JSONValue], _ n: Int) throws(SessionError) -> SessionSummary {
        guard case .array(let items)? = s["stack"] else { throw SessionError(line: n, "missing or mistyped field \"summary.stack\"") }
        var stack: [String] = []
        for item in items {
            guard case .string(let title) = item else { throw SessionError(line: n, "missing or mistyped field \"summary.stack\"") }
            stack.append(title)
        }
        guard case .object(let transitions)? = s["transitions"] else { throw SessionError(line: n, "missing or mistyped field \"summary.transitions\"") }
        let presented: String?
        switch s["presented"] {
        case .null?: presented = nil
        case .string(let p)?: presented = p
        default: throw SessionError(line: n, "missing or mistyped field \"summary.presented\"")
        }
        return SessionSummary(
            scene: try string(s, "scene", n), stack: stack, presented: presented,
            completedTransitions: try int(transitions, "completed", n), cancelledTransitions: try int(transitions, "cancelled", n),
            frames: try int(s, "frames", n))
    }

    // MARK: Fields

    private mutating func time(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> Double {
        let t = try number(o, "t", n)
        guard t >= lastTime else { throw SessionError(line: n, "time \(t) goes back before \(lastTime)") }
        lastTime = t
        return t
    }

    private func number(_ o: [String: JSONValue], _ key: String, _ n: Int) throws(SessionError) -> Double {
        guard case .number(let d)? = o[key] else { throw SessionError(line: n, "missing or mistyped field \"\(key)\"") }
        guard d.isFinite else { throw SessionError(line: n, "field \"\(key)\" is not a finite number") }
        return d
    }

    private func int(_ o: [String: JSONValue], _ key: String, _ n: Int) throws(SessionError) -> Int {
        let d = try number(o, key, n)
        guard d == d.rounded(), abs(d) < 1e15 else { throw SessionError(line: n, "field \"\(key)\" is not a whole number") }
        return Int(d)
    }

    private func string(_ o: [String: JSONValue], _ key: String, _ n: Int) throws(SessionError) -> String {
        guard case .string(let s)? = o[key] else { throw SessionError(line: n, "missing or mistyped field \"\(key)\"") }
        return s
    }

    private func point(_ o: [String: JSONValue], _ kx: String, _ ky: String, _ n: Int, _ h: SessionHeader) throws(SessionError) -> Point {
        let x = try number(o, kx, n), y = try number(o, ky, n)
        let w = h.windowSize.width, hh = h.windowSize.height
        guard x >= -w, x <= 2 * w, y >= -hh, y <= 2 * hh else { throw SessionError(line: n, "position (\(x), \(y)) is far outside the \(Int(w))x\(Int(hh)) window") }
        return Point(x: x, y: y)
    }
}
