/// Smooth one-dimensional noise for ridge lines and skylines: random values at whole
/// numbers, joined by smoothstep, summed over octaves. It is a function of scene x only, so
/// a thumbnail and the full picture trace the same ridge.
struct PhotoNoise {
    private let values: [Float]

    init(random: inout PhotoRandom, count: Int = 256) {
        values = (0..<count).map { _ in Float(random.unit()) * 2 - 1 }
    }

    /// -1...1, smooth, repeating every `count` units.
    func value(_ x: Float) -> Float {
        let f = x.rounded(.down)
        let t = x - f
        let n = values.count
        var i = Int(f) % n
        if i < 0 { i += n }
        let a = values[i], b = values[(i + 1) % n]
        let s = t * t * (3 - 2 * t)
        return a + (b - a) * s
    }

    /// `octaves` layers, each twice the frequency and `gain` times the amplitude of the
    /// last, about -1...1.
    func fractal(_ x: Float, octaves: Int, gain: Float = 0.5) -> Float {
        var sum: Float = 0, amp: Float = 1, total: Float = 0, f: Float = 1
        for o in 0..<octaves {
            sum += value(x * f + Float(o) * 17.3) * amp
            total += amp
            amp *= gain
            f *= 2
        }
        return sum / total
    }

    /// A ridged variant: sharp peaks where the noise crosses zero, for mountains. 0...1.
    func ridged(_ x: Float, octaves: Int, gain: Float = 0.5) -> Float {
        var sum: Float = 0, amp: Float = 1, total: Float = 0, f: Float = 1
        for o in 0..<octaves {
            let v = 1 - abs(value(x * f + Float(o) * 31.7))
            sum += v * v * amp
            total += amp
            amp *= gain
            f *= 2
        }
        return sum / total
    }

    /// A number in 0..<1 for a cell of a grid, the same for the same cell and seed: for
    /// windows, sparkles and stars, which must agree between a thumbnail and the picture.
    static func hash(_ a: Int, _ b: Int, _ seed: UInt64) -> Float {
        var z =
            seed &+ UInt64(truncatingIfNeeded: a) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: b)
            &* 0xC2B2_AE3D_27D4_EB4F
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Float(z >> 40) / Float(1 << 24)
    }
}
