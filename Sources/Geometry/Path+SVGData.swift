/// Reading the path-data mini-language of SVG's `d` attribute (M L H V C S Q T Z, absolute
/// and relative), which is how Segue's own shapes (the logo) are stored in `Assets/`.
extension Path {
    public init(svgData: String) throws(PathDataError) {
        var scanner = PathDataScanner(Array(svgData.utf8))
        var path = Path()
        var current = Point.zero
        var start = Point.zero
        var lastControl: Point?
        var lastCommand: UInt8 = 0
        var command: UInt8 = 0

        while true {
            scanner.skipSeparators()
            guard let c = scanner.peek() else { break }
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
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point.zero
            func point() throws(PathDataError) -> Point {
                let x = try scanner.number()
                let y = try scanner.number()
                return Point(x: base.x + x, y: base.y + y)
            }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                current = try point()
                start = current
                path.move(to: current)
                lastControl = nil
            case UInt8(ascii: "l"):
                current = try point()
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
            case UInt8(ascii: "c"):
                let c1 = try point(), c2 = try point(), p = try point()
                path.addCurve(to: p, control1: c1, control2: c2)
                lastControl = c2
                current = p
            case UInt8(ascii: "s"):
                let reflected = (lastCommand | 0x20 == UInt8(ascii: "c") || lastCommand | 0x20 == UInt8(ascii: "s"))
                    ? current * 2 - (lastControl ?? current) : current
                let c2 = try point(), p = try point()
                path.addCurve(to: p, control1: reflected, control2: c2)
                lastControl = c2
                current = p
            case UInt8(ascii: "q"):
                let c = try point(), p = try point()
                path.addQuadCurve(to: p, control: c)
                lastControl = c
                current = p
            case UInt8(ascii: "t"):
                let reflected = (lastCommand | 0x20 == UInt8(ascii: "q") || lastCommand | 0x20 == UInt8(ascii: "t"))
                    ? current * 2 - (lastControl ?? current) : current
                let p = try point()
                path.addQuadCurve(to: p, control: reflected)
                lastControl = reflected
                current = p
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = start
                lastControl = nil
            default:
                throw PathDataError(offset: scanner.offset - 1, reason: "unsupported command '\(Character(Unicode.Scalar(command)))'")
            }
            lastCommand = command
        }
        guard !path.isEmpty else { throw PathDataError(offset: 0, reason: "no drawing commands") }
        self = path
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
