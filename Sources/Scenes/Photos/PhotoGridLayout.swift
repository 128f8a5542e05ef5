import Geometry

/// How the photo grid fills a width: square cells 2 pt apart, as many columns as fit at
/// 130 pt a cell or less (so cells come out about 100 to 130 pt wide), and never fewer than
/// four. Sides and insets are whole points, whatever the display: the layout (what a
/// session's digest covers) is then the same at every pixel density, and at the usual 1x
/// and 2x every cell and gutter starts on a whole pixel, so thumbnails drawn at the cell's
/// pixel size are copied one pixel to one pixel and the gutters come out even.
@_spi(Testing) public struct PhotoGridLayout: Equatable {
    @_spi(Testing) public static let gutter = 2.0
    static let largestCell = 130.0
    static let leastColumns = 4

    @_spi(Testing) public let columns: Int
    /// A cell's side, in whole points.
    @_spi(Testing) public let cellSide: Double
    /// What is left of the width beside the cells and gutters, split between the two sides
    /// (whole points, the odd one on the right).
    @_spi(Testing) public let insets: EdgeInsets

    @_spi(Testing) public init(width: Double) {
        let g = PhotoGridLayout.gutter
        let usable = max(0, width.isFinite ? width.rounded(.down) : 0)
        let fitting = Int(((usable + g) / (PhotoGridLayout.largestCell + g)).rounded(.up))
        columns = max(PhotoGridLayout.leastColumns, fitting)
        let n = Double(columns)
        cellSide = max(1, ((usable - (n - 1) * g) / n).rounded(.down))
        let leftover = max(0, usable - n * cellSide - (n - 1) * g)
        let left = (leftover / 2).rounded(.down)
        insets = EdgeInsets(top: g, left: left, bottom: g, right: leftover - left)
    }

    /// A thumbnail's side in pixels at `scale` pixels per point.
    @_spi(Testing) public func thumbnailSide(scale: Double) -> Int {
        max(1, Int((cellSide * (scale.isFinite && scale > 0 ? scale : 1)).rounded()))
    }
}
