import Geometry
import Gestures
import Motion

/// Reads session lines one at a time, checking each strictly: exactly one header, first;
/// a known format and a version this build reads; every field present with its type and
/// within its limit (`SessionLimits`); known event types and scenes; times that never go
/// backwards; positions within a window's width or height of the window.
public struct SessionParser {
    public let knownScenes: Set<String>
    /// The transition parameters a header's spec and `parameter` events may name.
    public let catalogue: SpecCatalogue
    public private(set) var header: SessionHeader?
    /// The largest the window has been, in points, each side on its own: positions are
    /// checked against it, so a pointer dragged outside a window made smaller still reads.
    var largestWindow = Size(width: 0, height: 0)
    var lastTime = -Double.infinity
    private var lastFrame = -1
    public private(set) var lineNumber = 0

    public init(knownScenes: Set<String>, catalogue: SpecCatalogue = .empty) {
        self.knownScenes = knownScenes
        self.catalogue = catalogue
    }

    /// Counts a blank line, so later errors still name the right line.
    public mutating func skipBlankLine() { lineNumber += 1 }

    /// Parses the next line (without its newline).
    public mutating func parse(_ line: String) throws(SessionError) -> SessionRecord {
        lineNumber += 1
        let n = lineNumber
        let o = try SessionParser.object(line, n)
        guard case .string(let type)? = o["type"] else { throw SessionError(line: n, "missing field \"type\"") }
        if type == "header" {
            guard header == nil else { throw SessionError(line: n, "a second header") }
            let h = try parseHeader(o, n)
            header = h
            largestWindow = h.windowSize
            return .header(h)
        }
        guard let header else { throw SessionError(line: n, "no header before the first \(type.prefix(40)) line") }
        switch type {
        case "frame":
            return try parseFrame(o, n)
        case "end":
            guard case .object(let s)? = o["summary"] else { throw SessionError(line: n, "missing or mistyped field \"summary\"") }
            return .end(try parseSummary(s, n))
        default:
            return .event(try parseEvent(type, o, n, header: header))
        }
    }

    /// The line as a JSON object, or what is wrong with it.
    private static func object(_ line: String, _ n: Int) throws(SessionError) -> [String: JSONValue] {
        switch JSONValue.parseText(line) {
        case .success(.object(let object)): return object
        case .success: throw SessionError(line: n, "not a JSON object")
        case .failure(let e):
            switch e.failure {
            // Text JSON allows, but not as this reader takes it: say what and where.
            case .duplicateKey, .number, .tooDeep: throw SessionError(line: n, "not valid JSON at column \(e.column): \(e.reason)")
            case .endsTooSoon, .unexpected: throw SessionError(line: n, "not a JSON object")
            }
        }
    }

    /// A frame line: the next index in order, its time and digest.
    private mutating func parseFrame(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> SessionRecord {
        let index = try whole(o, "index", n, SessionLimits.count)
        let t = try time(o, n)
        let digest = try text(o, "digest", n)
        guard !digest.isEmpty else { throw SessionError(line: n, "missing or mistyped field \"digest\"") }
        guard index == lastFrame + 1 else { throw SessionError(line: n, "frame \(index) follows frame \(lastFrame)") }
        lastFrame = index
        return .frame(index: index, time: t, digest: digest)
    }

    /// An input event line of `type`.
    private mutating func parseEvent(_ type: String, _ o: [String: JSONValue], _ n: Int, header: SessionHeader) throws(SessionError) -> SessionEvent {
        switch type {
        case "pointer":
            return try parsePointer(o, n)
        case "key":
            let t = try time(o, n)
            return .key(KeyEvent(key: try text(o, "key", n), isRepeat: try flag(o, "repeat", n), timestamp: t))
        case "wheel":
            let t = try time(o, n)
            let precise = try flag(o, "precise", n)
            let d = Point(x: try number(o, "dx", n, SessionLimits.wheelDelta), y: try number(o, "dy", n, SessionLimits.wheelDelta))
            return .wheel(WheelEvent(delta: d, location: try point(o, n), isPrecise: precise, timestamp: t))
        case "resize":
            let t = try time(o, n)
            let w = try number(o, "width", n, SessionLimits.windowPoints, unit: "points")
            let h = try number(o, "height", n, SessionLimits.windowPoints, unit: "points")
            try checkPixels(w, h, scale: header.pixelScale, n)
            largestWindow = Size(width: max(w, largestWindow.width), height: max(h, largestWindow.height))
            return .resize(Size(width: w, height: h), time: t)
        case "parameter":
            return try parseParameter(o, n)
        case "freeze":
            return try parseFreeze(o, n)
        case "focus":
            let t = try time(o, n)
            guard try text(o, "state", n) == "lost" else { throw SessionError(line: n, "unknown focus state") }
            return .focusLost(time: t)
        default:
            throw SessionError(line: n, "unknown line type \"\(type.prefix(40))\"")
        }
    }

    private mutating func parsePointer(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> SessionEvent {
        let t = try time(o, n)
        guard let phase = PointerPhase(rawValue: try text(o, "phase", n)) else { throw SessionError(line: n, "unknown pointer phase") }
        guard let source = PointerSource(rawValue: try text(o, "source", n)) else { throw SessionError(line: n, "unknown pointer source") }
        let p = try point(o, n)
        let buttons = UInt32(try whole(o, "buttons", n, SessionLimits.buttons))
        let id = try whole(o, "id", n, SessionLimits.pointerID)
        return .pointer(PointerEvent(phase: phase, pointerID: id, location: p, buttons: buttons, timestamp: t, source: source))
    }

    private mutating func parseParameter(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> SessionEvent {
        let t = try time(o, n)
        let name = try text(o, "name", n)
        guard let json = o["value"] else { throw SessionError(line: n, "missing field \"value\"") }
        do {
            let p = try catalogue.parameter(named: name)
            return .parameter(SpecAssignment(name, try SpecJSON.value(json, for: p)), time: t)
        } catch {
            throw SessionError(line: n, "parameter \(error)")
        }
    }

    private mutating func parseFreeze(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> SessionEvent {
        let t = try time(o, n)
        switch try text(o, "action", n) {
        case FreezeAction.freeze.name: return .freeze(.freeze, time: t)
        case FreezeAction.resume.name: return .freeze(.resume, time: t)
        case "show": return .freeze(.show(frame: try whole(o, "frame", n, SessionLimits.timelineFrame)), time: t)
        case "onion": return .freeze(.onion(try flag(o, "on", n)), time: t)
        default: throw SessionError(line: n, "unknown freeze action (freeze, resume, show or onion)")
        }
    }

    private func parseHeader(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> SessionHeader {
        guard try text(o, "format", n) == SessionHeader.format else { throw SessionError(line: n, "not a Segue session (format is not \"\(SessionHeader.format)\")") }
        guard case .number(let version)? = o["version"] else { throw SessionError(line: n, "missing or mistyped field \"version\"") }
        if version.isFinite, version == version.rounded(), version > Double(SessionHeader.version) {
            throw SessionError(line: n, "format version \(num(version)) is newer than this segue reads (\(SessionHeader.version))")
        }
        _ = try whole(o, "version", n, 1...Double(SessionHeader.version))
        let scene = try text(o, "scene", n)
        guard knownScenes.contains(scene) else { throw SessionError(line: n, "unknown scene \"\(scene.prefix(40))\"") }
        let points = SessionLimits.windowPoints
        guard case .array(let window)? = o["window"], window.count == 2, case .number(let w) = window[0], case .number(let h) = window[1],
            points.contains(w), points.contains(h)
        else {
            throw SessionError(line: n, "field \"window\" must be [width, height], each a number from \(num(points.lowerBound)) to \(num(points.upperBound)) (points)")
        }
        let scale = try number(o, "scale", n, SessionLimits.scale)
        try checkPixels(w, h, scale: scale, n)
        guard case .object(let options)? = o["options"], case .bool(let slow)? = options["slowAnimations"] else {
            throw SessionError(line: n, "missing or mistyped field \"options.slowAnimations\"")
        }
        // Reduce motion was added to the options later: absent, it was off.
        var reducesMotion = false
        if let value = options["reduceMotion"] {
            guard case .bool(let on) = value else { throw SessionError(line: n, "mistyped field \"options.reduceMotion\" (true or false)") }
            reducesMotion = on
        }
        // Version 1 has no spec: the defaults were in effect.
        var spec = TransitionSpec(catalogue: catalogue)
        if version >= 2 {
            guard case .object(let values)? = o["spec"] else { throw SessionError(line: n, "missing or mistyped field \"spec\" (an object of parameter values)") }
            do { spec = try SpecJSON.spec(values, catalogue: catalogue) } catch { throw SessionError(line: n, "field \"spec\": \(error)") }
        }
        spec.reducesMotion = reducesMotion
        return SessionHeader(appVersion: try text(o, "app", n), scene: scene, windowSize: Size(width: w, height: h), pixelScale: scale, slowAnimations: slow, spec: spec)
    }

    private func parseSummary(_ s: [String: JSONValue], _ n: Int) throws(SessionError) -> SessionSummary {
        guard case .array(let items)? = s["stack"], items.count <= SessionLimits.stackTitles else {
            throw SessionError(line: n, "field \"summary.stack\" must be a list of at most \(SessionLimits.stackTitles) titles")
        }
        var stack: [String] = []
        for item in items {
            guard case .string(let title) = item, title.utf8.count <= SessionLimits.textBytes else {
                throw SessionError(line: n, "field \"summary.stack\" must hold strings of at most \(SessionLimits.textBytes) bytes")
            }
            stack.append(title)
        }
        guard case .object(let transitions)? = s["transitions"] else { throw SessionError(line: n, "missing or mistyped field \"summary.transitions\"") }
        let presented: String?
        switch s["presented"] {
        case .null?: presented = nil
        case .string?: presented = try text(s, "presented", n, name: "summary.presented")
        default: throw SessionError(line: n, "missing or mistyped field \"summary.presented\"")
        }
        let count = SessionLimits.count
        return SessionSummary(
            scene: try text(s, "scene", n, name: "summary.scene"), stack: stack, presented: presented,
            completedTransitions: try whole(transitions, "completed", n, count, name: "summary.transitions.completed"),
            cancelledTransitions: try whole(transitions, "cancelled", n, count, name: "summary.transitions.cancelled"),
            frames: try whole(s, "frames", n, count, name: "summary.frames"))
    }
}
