/// One vertex of the draw list: a position in target pixels, a colour that modulates the
/// texture (straight or premultiplied, as the command's blend says), texture coordinates.
public struct Vertex: Hashable, Sendable {
    public var x: Float
    public var y: Float
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8
    public var u: Float
    public var v: Float

    public init(x: Float, y: Float, r: UInt8, g: UInt8, b: UInt8, a: UInt8, u: Float = 0, v: Float = 0) {
        self.x = x
        self.y = y
        self.r = r
        self.g = g
        self.b = b
        self.a = a
        self.u = u
        self.v = v
    }
}
