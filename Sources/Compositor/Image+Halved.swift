extension Image {
    /// The image at half its size (odd sides rounded up), each pixel the average of the two by
    /// two it stands for (colours weighted by alpha, so a see-through pixel lends no colour):
    /// a level of a mipmap, for renderers that sample a shrunk picture from one. Nil when a
    /// side is 1 pixel.
    public func halved() -> Image? {
        guard width > 1, height > 1 else { return nil }
        let w = (width + 1) / 2, h = (height + 1) / 2
        var out = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let y0 = 2 * y, y1 = min(2 * y + 1, height - 1)
                    for x in 0..<w {
                        let x0 = 2 * x, x1 = min(2 * x + 1, width - 1)
                        var r = 0, g = 0, b = 0, a = 0
                        func add(_ sx: Int, _ sy: Int) {
                            let i = (sy * width + sx) * 4
                            let alpha = Int(src[i + 3])
                            r += Int(src[i]) * alpha
                            g += Int(src[i + 1]) * alpha
                            b += Int(src[i + 2]) * alpha
                            a += alpha
                        }
                        add(x0, y0)
                        add(x1, y0)
                        add(x0, y1)
                        add(x1, y1)
                        let o = (y * w + x) * 4
                        if a > 0 {
                            dst[o] = UInt8((r + a / 2) / a)
                            dst[o + 1] = UInt8((g + a / 2) / a)
                            dst[o + 2] = UInt8((b + a / 2) / a)
                        }
                        dst[o + 3] = UInt8((a + 2) / 4)
                    }
                }
            }
        }
        return Image(width: w, height: h, scale: scale / 2, pixels: out)
    }
}
