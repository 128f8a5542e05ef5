import Compositor

/// The pictures the photos demo has drawn, kept so scrolling back and zooming in again do
/// not draw them twice, and so the same `Image` object comes back each time (the
/// compositor keeps one texture per image object). Memory stays bounded in count and in
/// bytes: at most `thumbnailLimit` thumbnails within `thumbnailByteLimit` and the
/// `pictureLimit` most recently asked-for full pictures within `pictureByteLimit` (the
/// latest is kept whatever its size: it is about to show); past a bound the least recently
/// used is dropped. At the defaults that is 300 thumbnails in 48 MiB and 5 pictures in
/// 64 MiB, 112 MiB in all whatever the window's size (`maximumByteCount`).
///
/// Without pixels (`drawsPixels` false: a replay that checks digests only) nothing is
/// drawn: every entry is one shared 1x1 placeholder, counted at the bytes its picture would
/// have, so the same entries are held and dropped and the scene does what it would with
/// pixels (a frame digest covers the layer tree, never the pictures' pixels).
public final class PhotoImageCache {
    private struct Key: Hashable {
        let index: Int
        let size: Int
    }

    private struct Entry {
        let image: Image
        /// What the picture's pixels take (or would take, drawn): what the bounds count.
        let bytes: Int
        var lastUsed: UInt64
    }

    public let library: PhotoLibrary
    public let thumbnailLimit: Int
    public let pictureLimit: Int
    public let thumbnailByteLimit: Int
    public let pictureByteLimit: Int
    public let drawsPixels: Bool
    private var thumbnails: [Key: Entry] = [:]
    private var pictures: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private static let placeholder = Image(width: 1, height: 1, pixels: [0, 0, 0, 0])!

    public static let standardThumbnailByteLimit = 48 << 20
    public static let standardPictureByteLimit = 64 << 20

    public init(library: PhotoLibrary = PhotoLibrary(), thumbnailLimit: Int = 300, pictureLimit: Int = 5,
        thumbnailByteLimit: Int = PhotoImageCache.standardThumbnailByteLimit, pictureByteLimit: Int = PhotoImageCache.standardPictureByteLimit,
        drawsPixels: Bool = true) {
        self.library = library
        self.thumbnailLimit = max(1, thumbnailLimit)
        self.pictureLimit = max(1, pictureLimit)
        self.thumbnailByteLimit = max(0, thumbnailByteLimit)
        self.pictureByteLimit = max(0, pictureByteLimit)
        self.drawsPixels = drawsPixels
    }

    /// The square thumbnail of `photo`, `side` pixels wide, drawn on first use.
    public func thumbnail(of photo: Photo, side: Int) -> Image {
        let side = max(1, side)
        return image(Key(index: photo.index, size: side), bytes: side * side * 4, in: &thumbnails, limit: thumbnailLimit, byteLimit: thumbnailByteLimit) {
            library.thumbnail(of: photo, side: side)
        }
    }

    /// The full picture of `photo`, `longSide` pixels along its longer side, drawn on first use.
    public func picture(of photo: Photo, longSide: Int) -> Image {
        let longSide = max(1, longSide)
        let size = photo.aspect.pixelSize(longSide: longSide)
        return image(Key(index: photo.index, size: longSide), bytes: size.width * size.height * 4, in: &pictures, limit: pictureLimit, byteLimit: pictureByteLimit) {
            library.picture(of: photo, longSide: longSide)
        }
    }

    public var thumbnailCount: Int { thumbnails.count }
    public var pictureCount: Int { pictures.count }

    /// The bytes of pixels held now (a placeholder's 4 without pixels).
    public var byteCount: Int {
        thumbnails.values.reduce(0) { $0 + $1.image.pixels.count } + pictures.values.reduce(0) { $0 + $1.image.pixels.count }
    }

    /// The most the cache can hold when thumbnails are `thumbnailSide` pixels and pictures
    /// `longSide` pixels on their long side (a square picture, the largest).
    public func maximumByteCount(thumbnailSide: Int, longSide: Int) -> Int {
        func most(each: Int, limit: Int, byteLimit: Int) -> Int {
            each > byteLimit ? each : min(limit, byteLimit / max(1, each)) * each
        }
        return most(each: thumbnailSide * thumbnailSide * 4, limit: thumbnailLimit, byteLimit: thumbnailByteLimit)
            + most(each: longSide * longSide * 4, limit: pictureLimit, byteLimit: pictureByteLimit)
    }

    /// Whether the thumbnail or picture is held (without counting as a use).
    public func holdsThumbnail(of photo: Photo, side: Int) -> Bool { thumbnails[Key(index: photo.index, size: max(1, side))] != nil }
    public func holdsPicture(of photo: Photo, longSide: Int) -> Bool { pictures[Key(index: photo.index, size: max(1, longSide))] != nil }

    public func removeAll() {
        thumbnails.removeAll()
        pictures.removeAll()
    }

    private func image(_ key: Key, bytes: Int, in entries: inout [Key: Entry], limit: Int, byteLimit: Int, draw: () -> Image) -> Image {
        clock += 1
        if let hit = entries[key] {
            entries[key]!.lastUsed = clock
            return hit.image
        }
        let made = drawsPixels ? draw() : Self.placeholder
        entries[key] = Entry(image: made, bytes: bytes, lastUsed: clock)
        var held = entries.values.reduce(0) { $0 + $1.bytes }
        while entries.count > limit || (held > byteLimit && entries.count > 1) {
            // The least recently used (never the one just made): a scan, but over a few hundred entries at most.
            var oldest: (key: Key, used: UInt64)?
            for (k, e) in entries where oldest == nil || e.lastUsed < oldest!.used { oldest = (k, e.lastUsed) }
            guard let oldest, let gone = entries.removeValue(forKey: oldest.key) else { break }
            held -= gone.bytes
        }
        return made
    }
}
