import Compositor
import Geometry
import Views

/// Fills the photo grid's cells with their thumbnails as they come into view, without ever
/// spending more than a frame's share of time drawing them. A thumbnail the cache holds
/// shows at once. One it does not is drawn then if this frame's budget (`pixelsPerFrame`)
/// still allows; otherwise the cell shows the picture's mean colour (its background, which
/// it keeps under the thumbnail, so what a frame digest sees never depends on what has been
/// drawn) and the thumbnail is drawn on the next frames, a budget each, while the cell is
/// still shown. Until the grid's first frame the budget is unlimited: the first screen is
/// whole when the scene opens. The budget counts pixels, not time, so a replay draws the
/// same thumbnails in the same frames.
@MainActor
@_spi(Testing) public final class PhotoThumbnailLoader {
    /// What may be drawn in a frame, in pixels: about 3 ms in a release build, nine
    /// thumbnails of 126 px or three of 252 px (a 4K grid), so a fast flick across rows
    /// never holds a frame up. A thumbnail costs its pixels and `pixelsPerThumbnail` more,
    /// what drawing one costs whatever its size (about 0.1 ms).
    @_spi(Testing) public static let pixelsPerFrame = 250_000
    @_spi(Testing) public static let pixelsPerThumbnail = 10_000

    let images: PhotoImageCache
    private unowned let grid: GridView
    /// The thumbnails' side in pixels; setting another side shows every cell again.
    var side = 1 {
        didSet { if side != oldValue { grid.reloadData() } }
    }
    /// Pixels that may still be drawn this frame (unlimited until the first frame).
    private var budget = Int.max
    /// Items whose cells wait for their thumbnail, in item order.
    private(set) var waiting: [Int] = []
    /// Each picture's mean colour, worked out the first time its cell shows.
    private var tones: [Color?]
    private lazy var link = DisplayLink(view: grid) { [unowned self] _ in self.nextFrame() }

    init(images: PhotoImageCache, grid: GridView) {
        self.images = images
        self.grid = grid
        tones = Array(repeating: nil, count: images.library.count)
    }

    /// Shows item `index` in `cell`: its thumbnail now, or its colour until the thumbnail is drawn.
    func show(_ index: Int, in cell: ImageView) {
        let photo = images.library[index]
        cell.backgroundColor = tone(of: index)
        waiting.removeAll { $0 == index }
        // The next frame gives the budget back, or draws what waits. With no frames to come
        // (the grid in no window) there is nothing to spread the drawing over: it is all drawn now.
        if !link.isRunning && !link.start() { budget = Int.max }
        if images.holdsThumbnail(of: photo, side: side) || afford() {
            cell.image = images.thumbnail(of: photo, side: side)
        } else {
            cell.image = nil
            waiting.append(index)
            waiting.sort()
        }
    }

    /// Draws every shown cell's missing thumbnail now, whatever the budget (a cell about to
    /// be zoomed from must show its picture).
    func drawWaitingNow() {
        let all = waiting
        waiting.removeAll()
        for index in all { fill(index) }
    }

    /// Whether a thumbnail may be drawn now; takes its pixels from the budget. The first of
    /// a frame is always drawn, however large.
    private func afford() -> Bool {
        let full = PhotoThumbnailLoader.pixelsPerFrame, cost = side * side + PhotoThumbnailLoader.pixelsPerThumbnail
        if budget == Int.max { return true }
        guard budget == full || budget >= cost else { return false }
        budget = max(0, budget - cost)
        return true
    }

    /// A new frame: a fresh budget for the cells still waiting (in item order), then for
    /// whatever comes into view during the frame's layout. The link stops at a frame that
    /// finds nothing waiting (a cell shown later starts it again).
    private func nextFrame() {
        let full = PhotoThumbnailLoader.pixelsPerFrame
        budget = full
        var done = 0
        while done < waiting.count {
            // A cell scrolled away meanwhile shows another item now: nothing to draw for it.
            if grid.cellForItem(at: waiting[done]) != nil {
                guard afford() else { break }
                fill(waiting[done])
            }
            done += 1
        }
        waiting.removeFirst(done)
        if waiting.isEmpty && budget == full { link.stop() }
    }

    /// Draws item `index`'s thumbnail into its cell, if the cell still shows it.
    private func fill(_ index: Int) {
        guard let cell = grid.cellForItem(at: index) as? ImageView else { return }
        cell.image = images.thumbnail(of: images.library[index], side: side)
    }

    /// The mean colour of the picture's middle, from a thumbnail of 3 x 3 pixels (drawn
    /// aside, not kept by the cache: a fraction of a millisecond).
    private func tone(of index: Int) -> Color {
        if let known = tones[index] { return known }
        let tiny = images.library.thumbnail(of: images.library[index], side: 3)
        var sum = (0.0, 0.0, 0.0)
        let n = tiny.width * tiny.height
        for p in 0..<n {
            sum.0 += Double(tiny.pixels[p * 4])
            sum.1 += Double(tiny.pixels[p * 4 + 1])
            sum.2 += Double(tiny.pixels[p * 4 + 2])
        }
        let c = Color(red: sum.0 / Double(n * 255), green: sum.1 / Double(n * 255), blue: sum.2 / Double(n * 255))
        tones[index] = c
        return c
    }
}
