import Compositor

/// The pictures the photos demo has drawn, kept so scrolling back and zooming in again do
/// not draw them twice, and so the same `Image` object comes back each time (the
/// compositor keeps one texture per image object). Memory stays bounded: at most
/// `thumbnailLimit` thumbnails and the `pictureLimit` most recently asked-for full
/// pictures; past either bound the least recently used is dropped. At the defaults (300
/// thumbnails of 180 px, 5 pictures of 1600 px) that is at most 300 x 180² x 4 = 38.9 MB
/// plus 5 x 1600² x 4 = 51.2 MB (`maximumByteCount`).
public final class PhotoImageCache {
    private struct Key: Hashable {
        let index: Int
        let size: Int
    }

    private struct Entry {
        let image: Image
        var lastUsed: UInt64
    }

    public let library: PhotoLibrary
    public let thumbnailLimit: Int
    public let pictureLimit: Int
    private var thumbnails: [Key: Entry] = [:]
    private var pictures: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    public init(library: PhotoLibrary = PhotoLibrary(), thumbnailLimit: Int = 300, pictureLimit: Int = 5) {
        self.library = library
        self.thumbnailLimit = max(1, thumbnailLimit)
        self.pictureLimit = max(1, pictureLimit)
    }

    /// The square thumbnail of `photo`, `side` pixels wide, drawn on first use.
    public func thumbnail(of photo: Photo, side: Int) -> Image {
        image(Key(index: photo.index, size: side), in: &thumbnails, limit: thumbnailLimit) {
            library.thumbnail(of: photo, side: side)
        }
    }

    /// The full picture of `photo`, `longSide` pixels along its longer side, drawn on first use.
    public func picture(of photo: Photo, longSide: Int) -> Image {
        image(Key(index: photo.index, size: longSide), in: &pictures, limit: pictureLimit) {
            library.picture(of: photo, longSide: longSide)
        }
    }

    public var thumbnailCount: Int { thumbnails.count }
    public var pictureCount: Int { pictures.count }

    /// The bytes of pixels held now.
    public var byteCount: Int {
        thumbnails.values.reduce(0) { $0 + $1.image.pixels.count } + pictures.values.reduce(0) { $0 + $1.image.pixels.count }
    }

    /// The most the cache can hold when thumbnails are `thumbnailSide` pixels and pictures
    /// `longSide` pixels on their long side (a square picture, the largest).
    public func maximumByteCount(thumbnailSide: Int, longSide: Int) -> Int {
        thumbnailLimit * thumbnailSide * thumbnailSide * 4 + pictureLimit * longSide * longSide * 4
    }

    /// Whether the thumbnail or picture is held (without counting as a use).
    public func holdsThumbnail(of photo: Photo, side: Int) -> Bool { thumbnails[Key(index: photo.index, size: side)] != nil }
    public func holdsPicture(of photo: Photo, longSide: Int) -> Bool { pictures[Key(index: photo.index, size: longSide)] != nil }

    public func removeAll() {
        thumbnails.removeAll()
        pictures.removeAll()
    }

    private func image(_ key: Key, in entries: inout [Key: Entry], limit: Int, draw: () -> Image) -> Image {
        clock += 1
        if let hit = entries[key] {
            entries[key]!.lastUsed = clock
            return hit.image
        }
        let made = draw()
        entries[key] = Entry(image: made, lastUsed: clock)
        while entries.count > limit {
            // The least recently used: a scan, but over a few hundred entries at most.
            var oldest: (key: Key, used: UInt64)?
            for (k, e) in entries where oldest == nil || e.lastUsed < oldest!.used { oldest = (k, e.lastUsed) }
            if let oldest { entries.removeValue(forKey: oldest.key) }
        }
        return made
    }
}
