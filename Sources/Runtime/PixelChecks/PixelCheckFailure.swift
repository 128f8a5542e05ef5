/// The first pixel a check found wrong: which check, on which layer, where (window pixels),
/// what it should have been and what it was, and how many pixels were wrong in all.
public struct PixelCheckFailure: Error, Sendable, CustomStringConvertible {
    public typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    public let check: PixelCheck
    /// The layer checked (its name, or its type and size): the clipping, masked or filled one.
    public let layer: String
    public let x: Int
    public let y: Int
    public let expected: RGBA
    public let found: RGBA
    public let pixels: Int
    /// What "expected" means for this check (the frame drawn directly, the layer's colour…).
    public let expectation: String

    public init(check: PixelCheck, layer: String, x: Int, y: Int, expected: RGBA, found: RGBA, pixels: Int, expectation: String) {
        self.check = check
        self.layer = layer
        self.x = x
        self.y = y
        self.expected = expected
        self.found = found
        self.pixels = pixels
        self.expectation = expectation
    }

    public var description: String {
        "\(check.rawValue) check failed on \(layer): pixel (\(x), \(y)) expected \(PixelCheckFailure.text(expected)) (\(expectation)), found \(PixelCheckFailure.text(found)); \(pixels) pixel\(pixels == 1 ? "" : "s") wrong"
    }

    static func text(_ c: RGBA) -> String { "rgba(\(c.r), \(c.g), \(c.b), \(c.a))" }
}
