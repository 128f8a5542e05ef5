import ArgumentParser
import Geometry

/// A `--size WxH` value in points, e.g. 1024x768.
struct WindowSize: CustomStringConvertible {
    let size: Size

    init(width: Double, height: Double) { size = Size(width: width, height: height) }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w), (1...16384).contains(h) else {
            return nil
        }
        size = Size(width: Double(w), height: Double(h))
    }

    var description: String { "\(Int(size.width))x\(Int(size.height))" }
    static let standard = WindowSize(width: 1024, height: 768)
}

extension WindowSize {
    /// Parses `--size`, saying what is wrong with a bad value.
    static func parse(_ text: String) throws -> WindowSize {
        guard let size = WindowSize(argument: text) else {
            throw ValidationError("'\(text)' is not a size: give WxH in whole points from 1 to 16384, e.g. 1024x768")
        }
        return size
    }
}
