import Foundation
/// Reading the path-data mini-language of SVG's `d` attribute (M L H V C S Q T Z, absolute
/// and relative), which is how Segue's own shapes (the logo) are stored in `Assets/`.
extension Path {
    public init(svgData: String) throws(PathDataError) {
        var reader = PathDataReader(svgData)
        while let command = try reader.nextCommand() {
            try reader.read(command)
        }
        guard !reader.path.isEmpty else { throw PathDataError(offset: 0, reason: "no drawing commands") }
        self = reader.path
    }
}

/// The state of reading path data: the path so far, the current point, the subpath's start
/// and what a smooth curve reflects.
private struct PathDataReader {
    var scanner: PathDataScanner
    var path = Path()
    var current = Point.zero
    var start = Point.zero
    var lastControl: Point?
    var lastCommand: UInt8 = 0
    var command: UInt8 = 0

    init(_ data: String) { scanner = PathDataScanner(Array(data.utf8)) }

    /// The command the next coordinates are for (a letter, or the one before repeated), nil
    /// at the end of the data.
    mutating func nextCommand() throws(PathDataError) -> UInt8? {
        scanner.skipSeparators()
        guard let c = scanner.peek() else { return nil }
        if PathDataScanner.isCommand(c) {
            command = c
            scanner.advance()
        } else if command == 0 {
            throw PathDataError(offset: scanner.offset, reason: "expected a command letter")
        } else if command == UInt8(ascii: "M") || command == UInt8(ascii: "m") {
            // Coordinates after a move are implicit line-tos.
            command = command == UInt8(ascii: "M") ? UInt8(ascii: "L") : UInt8(ascii: "l")
        } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
            throw PathDataError(offset: scanner.offset, reason: "numbers after close")
        }
        return command
    }

    /// Reads one command's coordinates and adds its segment.
    mutating func read(_ command: UInt8) throws(PathDataError) {
        let relative = command >= UInt8(ascii: "a")
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            current = try point(relative)
            start = current
            path.move(to: current)
            lastControl = nil
        case UInt8(ascii: "l"):
            current = try point(relative)
            path.addLine(to: current)
            lastControl = nil
        case UInt8(ascii: "h"):
            let x = try scanner.number()
            current = Point(x: (relative ? current.x : 0) + x, y: current.y)
            path.addLine(to: current)
            lastControl = nil
        case UInt8(ascii: "v"):
            let y = try scanner.number()
            current = Point(x: current.x, y: (relative ? current.y : 0) + y)
            path.addLine(to: current)
            lastControl = nil
        case UInt8(ascii: "c"), UInt8(ascii: "s"):
            try readCubic(smooth: command | 0x20 == UInt8(ascii: "s"), relative: relative)
        case UInt8(ascii: "q"), UInt8(ascii: "t"):
            try readQuad(smooth: command | 0x20 == UInt8(ascii: "t"), relative: relative)
        case UInt8(ascii: "z"):
            path.closeSubpath()
            current = start
            lastControl = nil
        default:
            throw PathDataError(offset: scanner.offset - 1, reason: "unsupported command '\(Character(Unicode.Scalar(command)))'")
        }
        lastCommand = command
    }

    /// C, or S with its first control point the reflection of the last curve's second.
    private mutating func readCubic(smooth: Bool, relative: Bool) throws(PathDataError) {
        let c1: Point
        if smooth {
            c1 = follows("c", "s") ? current * 2 - (lastControl ?? current) : current
        } else {
            c1 = try point(relative)
        }
        let c2 = try point(relative), p = try point(relative)
        path.addCurve(to: p, control1: c1, control2: c2)
        lastControl = c2
        current = p
    }

    /// Q, or T with its control point the reflection of the last curve's.
    private mutating func readQuad(smooth: Bool, relative: Bool) throws(PathDataError) {
        let c: Point
        if smooth {
            c = follows("q", "t") ? current * 2 - (lastControl ?? current) : current
        } else {
            c = try point(relative)
        }
        let p = try point(relative)
        path.addQuadCurve(to: p, control: c)
        lastControl = c
        current = p
    }

    /// Whether the command before was one of these two (either case).
    private func follows(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        lastCommand | 0x20 == UInt8(ascii: a) || lastCommand | 0x20 == UInt8(ascii: b)
    }

    /// A coordinate pair, relative to the current point for a lower-case command.
    private mutating func point(_ relative: Bool) throws(PathDataError) -> Point {
        let base = relative ? current : Point.zero
        let x = try scanner.number()
        let y = try scanner.number()
        return Point(x: base.x + x, y: base.y + y)
    }
}

/// A cursor over path-data bytes.
struct PathDataScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func isCommand(_ c: UInt8) -> Bool {
        let lower = c | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") && lower != UInt8(ascii: "e")
    }

    func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
    mutating func advance() { offset += 1 }

    mutating func skipSeparators() {
        while let c = peek(), c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == UInt8(ascii: ",") { advance() }
    }

    mutating func number() throws(PathDataError) -> Double {
        skipSeparators()
        let begin = offset
        if let c = peek(), c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { advance() }
        var digits = 0
        while let c = peek(), c >= 0x30 && c <= 0x39 { advance(); digits += 1 }
        if peek() == UInt8(ascii: ".") {
            advance()
            while let c = peek(), c >= 0x30 && c <= 0x39 { advance(); digits += 1 }
        }
        if digits > 0, let c = peek(), c | 0x20 == UInt8(ascii: "e") {
            advance()
            if let s = peek(), s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { advance() }
            while let c = peek(), c >= 0x30 && c <= 0x39 { advance() }
        }
        guard digits > 0, let text = String(bytes: bytes[begin..<offset], encoding: .utf8), let value = Double(text),
            value.isFinite
        else {
            throw PathDataError(offset: begin, reason: "expected a number")
        }
        return value
    }
}
