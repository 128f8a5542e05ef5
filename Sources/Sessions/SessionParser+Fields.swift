import Geometry

/// Reading one field of a record: present, of its type and within its limit, or an error
/// that names the field and the limit. Ranges are checked on the double before any
/// conversion, so no value can trap an `Int(_:)` or `UInt32(_:)`.
extension SessionParser {
    mutating func time(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> Double {
        let t = try number(o, "t", n, SessionLimits.time, unit: "seconds")
        guard t >= lastTime else { throw SessionError(line: n, "time \(t) goes back before \(lastTime)") }
        lastTime = t
        return t
    }

    func number(_ o: [String: JSONValue], _ key: String, _ n: Int, name: String? = nil) throws(SessionError) -> Double {
        let name = name ?? key
        guard case .number(let d)? = o[key] else { throw SessionError(line: n, "missing or mistyped field \"\(name)\"") }
        guard d.isFinite else { throw SessionError(line: n, "field \"\(name)\" is not a finite number") }
        return d
    }

    func number(_ o: [String: JSONValue], _ key: String, _ n: Int, _ range: ClosedRange<Double>, unit: String? = nil) throws(SessionError) -> Double {
        let d = try number(o, key, n)
        guard range.contains(d) else {
            throw SessionError(line: n, "field \"\(key)\" must be a number from \(num(range.lowerBound)) to \(num(range.upperBound))" + (unit.map { " (\($0))" } ?? ""))
        }
        return d
    }

    /// A whole number in `range` (a range of doubles, checked before the conversion to Int).
    func whole(_ o: [String: JSONValue], _ key: String, _ n: Int, _ range: ClosedRange<Double>, name: String? = nil) throws(SessionError) -> Int {
        let name = name ?? key
        let d = try number(o, key, n, name: name)
        guard range.contains(d), d == d.rounded() else {
            throw SessionError(line: n, "field \"\(name)\" must be a whole number from \(num(range.lowerBound)) to \(num(range.upperBound))")
        }
        return Int(d)
    }

    func text(_ o: [String: JSONValue], _ key: String, _ n: Int, name: String? = nil) throws(SessionError) -> String {
        let name = name ?? key
        guard case .string(let s)? = o[key] else { throw SessionError(line: n, "missing or mistyped field \"\(name)\"") }
        guard s.utf8.count <= SessionLimits.textBytes else {
            throw SessionError(line: n, "field \"\(name)\" must be a string of at most \(SessionLimits.textBytes) bytes")
        }
        return s
    }

    func flag(_ o: [String: JSONValue], _ key: String, _ n: Int) throws(SessionError) -> Bool {
        guard case .bool(let b)? = o[key] else { throw SessionError(line: n, "missing or mistyped field \"\(key)\"") }
        return b
    }

    /// `x` and `y`, at most the window's width or height outside it (the largest it has been).
    func point(_ o: [String: JSONValue], _ n: Int) throws(SessionError) -> Point {
        let x = try number(o, "x", n), y = try number(o, "y", n)
        let w = largestWindow.width, h = largestWindow.height
        guard x >= -w, x <= 2 * w, y >= -h, y <= 2 * h else {
            throw SessionError(line: n, "position (\(num(x)), \(num(y))) is far outside the \(num(w))x\(num(h)) window (more than its width or height away)")
        }
        return Point(x: x, y: y)
    }

    /// A window of `w`×`h` points drawn at `scale`: each side at most `SessionLimits.windowPixels`.
    func checkPixels(_ w: Double, _ h: Double, scale: Double, _ n: Int) throws(SessionError) {
        let limit = SessionLimits.windowPixels
        guard (w * scale).rounded() <= limit, (h * scale).rounded() <= limit else {
            throw SessionError(line: n, "a \(num(w))x\(num(h)) window at scale \(num(scale)) is \(num((w * scale).rounded()))x\(num((h * scale).rounded())) pixels; "
                + "each side must be at most \(num(limit)) pixels")
        }
    }
}
