/// The shape of a photo's full picture, as cameras and phones take them.
public enum PhotoAspect: String, CaseIterable, Sendable {
    /// 4:3, a phone's default.
    case landscape4x3
    /// 3:2, a camera's.
    case landscape3x2
    /// 3:4, a phone held upright.
    case portrait3x4
    case square
    /// 2:1, a panorama.
    case panorama

    /// Width over height.
    public var ratio: Double {
        switch self {
        case .landscape4x3: 4.0 / 3.0
        case .landscape3x2: 3.0 / 2.0
        case .portrait3x4: 3.0 / 4.0
        case .square: 1
        case .panorama: 2
        }
    }

    /// The full picture's size in pixels for a long side: the short side is rounded.
    public func pixelSize(longSide: Int) -> (width: Int, height: Int) {
        let short = max(1, Int((Double(longSide) / max(ratio, 1 / ratio)).rounded()))
        return ratio >= 1 ? (longSide, short) : (short, longSide)
    }

    /// Its width to its height in whole numbers, as the viewer's information gives it: "4:3".
    public var name: String {
        switch self {
        case .landscape4x3: "4:3"
        case .landscape3x2: "3:2"
        case .portrait3x4: "3:4"
        case .square: "1:1"
        case .panorama: "2:1"
        }
    }

    /// The long sides whose short side comes out whole are the multiples of this (the long
    /// side's term of the ratio: 4 for 4:3 and 3:4, 3 for 3:2).
    public var longSideStep: Int {
        switch self {
        case .landscape4x3, .portrait3x4: 4
        case .landscape3x2: 3
        case .square: 1
        case .panorama: 2
        }
    }
}
