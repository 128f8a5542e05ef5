import Compositor
import Foundation
import Geometry

/// A picture being painted: red, green and blue floats per pixel, and the map from pixels to
/// the scene. The scene runs 0...aspect across and 0...1 down (top to bottom) whatever the
/// pixel size, so a thumbnail (the centre square, few pixels) and the full picture (every
/// pixel) draw the same scene. Painters call the shape methods (`PhotoCanvas+Shapes`) with
/// scene coordinates; `image()` finishes the picture.
///
/// The buffers are raw memory and the loops are `while` loops over pointers with the
/// per-row and per-column work hoisted out: a debug build runs them at 10-20 ns a pixel.
final class PhotoCanvas {
    let width: Int
    let height: Int
    /// The full picture's width over its height: scene x runs 0...aspect.
    let aspect: Float
    /// Scene units per pixel, the same across and down.
    let unit: Float
    /// The scene position of the top-left pixel's top-left corner.
    let originX: Float
    let originY: Float
    /// width x height x 3 floats, rows top to bottom, 0...1 (screen blends may pass 1; the
    /// finish clamps).
    let rgb: UnsafeMutablePointer<Float>
    /// The scene x of each column's centre.
    let xs: UnsafeMutablePointer<Float>
    /// The scene y of each row's centre.
    let ys: UnsafeMutablePointer<Float>

    init(width: Int, height: Int, aspect: Double, unit: Double, originX: Double, originY: Double) {
        self.width = width
        self.height = height
        self.aspect = Float(aspect)
        self.unit = Float(unit)
        self.originX = Float(originX)
        self.originY = Float(originY)
        rgb = .allocate(capacity: width * height * 3)
        rgb.initialize(repeating: 0, count: width * height * 3)
        xs = .allocate(capacity: width)
        ys = .allocate(capacity: height)
        for i in 0..<width { xs[i] = Float(originX + (Double(i) + 0.5) * unit) }
        for j in 0..<height { ys[j] = Float(originY + (Double(j) + 0.5) * unit) }
    }

    /// The whole picture at its aspect ratio, `longSide` pixels along the longer side.
    convenience init(pictureOf aspect: PhotoAspect, longSide: Int) {
        let size = aspect.pixelSize(longSide: longSide)
        let unit = 1 / Double(size.height)
        self.init(
            width: size.width, height: size.height, aspect: aspect.ratio, unit: unit,
            originX: (aspect.ratio - Double(size.width) * unit) / 2, originY: 0)
    }

    /// The centre square of the picture (its short side across), `side` pixels wide.
    convenience init(thumbnailOf aspect: PhotoAspect, side: Int) {
        let crop = min(aspect.ratio, 1)
        self.init(
            width: side, height: side, aspect: aspect.ratio, unit: crop / Double(side),
            originX: (aspect.ratio - crop) / 2, originY: (1 - crop) / 2)
    }

    deinit {
        rgb.deallocate()
        xs.deallocate()
        ys.deallocate()
    }

    /// The columns whose centres may lie within x0...x1 (scene), clamped to the picture.
    func columns(_ x0: Float, _ x1: Float) -> (lo: Int, hi: Int) {
        let lo = Int(((x0 - originX) / unit - 0.5).rounded(.down))
        let hi = Int(((x1 - originX) / unit + 0.5).rounded(.up))
        return (lo < 0 ? 0 : lo, hi > width ? width : hi)
    }

    /// The rows whose centres may lie within y0...y1 (scene), clamped to the picture.
    func rows(_ y0: Float, _ y1: Float) -> (lo: Int, hi: Int) {
        let lo = Int(((y0 - originY) / unit - 0.5).rounded(.down))
        let hi = Int(((y1 - originY) / unit + 0.5).rounded(.up))
        return (lo < 0 ? 0 : lo, hi > height ? height : hi)
    }

    /// `f` at every column's scene x.
    func perColumn(_ f: (Float) -> Float) -> [Float] {
        var out = [Float](repeating: 0, count: width)
        for i in 0..<width { out[i] = f(xs[i]) }
        return out
    }

    /// The finished picture: a gentle vignette (measured on the full picture, so a thumbnail
    /// darkens only as much as the centre does), an ordered dither of half a level against
    /// banding in the gradients, and bytes.
    func image(vignette: Float = 0.22) -> Image {
        var colV = [Float](repeating: 1, count: width), rowV = [Float](repeating: 1, count: height)
        for i in 0..<width {
            let n = xs[i] / aspect * 2 - 1
            colV[i] = 1 - vignette * 0.5 * n * n
        }
        for j in 0..<height {
            let n = ys[j] * 2 - 1
            rowV[j] = 1 - vignette * 0.7 * n * n
        }
        let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { ($0 + 0.5) / 16 }
        var px = [UInt8](repeating: 255, count: width * height * 4)
        let w = width, h = height, src = rgb
        // One 32-bit store a pixel (RGBA in memory order): half the time of four byte stores
        // in a debug build. `!(v >= 0)` also catches NaN, which would trap in UInt32(_:).
        px.withUnsafeMutableBytes { out in
            colV.withUnsafeBufferPointer { cv in
                bayer.withUnsafeBufferPointer { bp in
                    let o = out.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    let cvp = cv.baseAddress!, bay = bp.baseAddress!
                    var j = 0
                    while j < h {
                        let rv = rowV[j] * 255
                        let bRow = (j & 3) * 4
                        var s = j * w * 3, d = j * w, i = 0
                        while i < w {
                            let k = cvp[i] * rv
                            let dither = bay[bRow + (i & 3)]
                            var r = src[s] * k + dither, g = src[s + 1] * k + dither, b = src[s + 2] * k + dither
                            if !(r >= 0) { r = 0 } else if r > 255 { r = 255 }
                            if !(g >= 0) { g = 0 } else if g > 255 { g = 255 }
                            if !(b >= 0) { b = 0 } else if b > 255 { b = 255 }
                            o[d] = (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000).littleEndian
                            s &+= 3
                            d &+= 1
                            i &+= 1
                        }
                        j += 1
                    }
                }
            }
        }
        return Image(width: width, height: height, pixels: px)!
    }
}
