import Geometry

/// How a mesh is coloured: a vertex colour (already multiplied by opacity as the blend
/// requires) and, for textured meshes, the map from target pixels to texture coordinates.
struct MeshStyle {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    var texture: TextureHandle = .none
    var blend: BlendMode = .normal
    /// Target pixel -> (u, v); used when `texture` is not `.none`.
    var uvMap: AffineTransform = .identity

    /// A solid colour with straight alpha.
    init(color: Color, opacity: Double) {
        let c = color.bytes
        r = c.r
        g = c.g
        b = c.b
        a = Color.byte(color.alpha * opacity)
    }

    /// A texture modulated by opacity (and darkened by `dimming`); premultiplied sources
    /// scale every channel.
    init(texture: TextureHandle, opacity: Double, premultiplied: Bool, uvMap: AffineTransform, dimming: Double = 0) {
        let o = Color.byte(opacity)
        let light = 1 - min(1, max(0, dimming))
        if premultiplied {
            let c = Color.byte(opacity * light)
            r = c; g = c; b = c; a = o
            blend = .premultiplied
        } else {
            let c = Color.byte(light)
            r = c; g = c; b = c; a = o
        }
        self.texture = texture
        self.uvMap = uvMap
    }

    @inline(__always)
    func vertex(_ p: Point, alpha: UInt8) -> Vertex {
        var v = Vertex(x: Float(p.x), y: Float(p.y), r: r, g: g, b: b, a: alpha)
        if blend == .premultiplied && alpha == 0 { v.r = 0; v.g = 0; v.b = 0 }
        if texture != .none {
            let uv = uvMap.apply(to: p)
            v.u = Float(uv.x)
            v.v = Float(uv.y)
        }
        return v
    }
}
