import Compositor

/// The photos demo's camera roll: 240 photos (by default), each drawn in code from its
/// parameters, so every pixel is ours and a replay builds the very same pictures. The photos
/// are made in order by a seeded generator, one seed per index: neighbours never share a
/// family and dates only move forward.
public struct PhotoLibrary: Sendable {
    public static let standardCount = 240
    public static let standardSeed: UInt64 = 0x5E67_E0F0_7057_2023

    public let photos: [Photo]

    public init(count: Int = PhotoLibrary.standardCount, seed: UInt64 = PhotoLibrary.standardSeed) {
        var photos: [Photo] = []
        photos.reserveCapacity(count)
        var date = PhotoDate(year: 2023, month: 1, day: 7, minute: 0)
        for index in 0..<count {
            var r = PhotoRandom(seed: PhotoRandom.seed(seed, index))
            let previous = photos.last
            let family = PhotoLibrary.family(after: previous?.family, random: &r)
            let light = PhotoLibrary.light(for: family, random: &r)
            let variant = r.below(family.variantCount)
            let aspect = PhotoAspect.allCases[r.weighted(family == .bokeh ? [3, 2, 3, 2, 0] : [6, 5, 4, 3, 2])]
            date = PhotoLibrary.date(after: date, light: light, random: &r)
            photos.append(
                Photo(
                    index: index, title: PhotoTitle.make(family, variant: variant, light: light, random: &r), date: date,
                    aspect: aspect, family: family, variant: variant, light: light,
                    horizon: r.double(0.5...0.68), focus: r.double(0.3...0.7), warmth: r.double(-1...1), seed: r.next()))
        }
        self.photos = photos
    }

    public var count: Int { photos.count }

    public subscript(index: Int) -> Photo { photos[index] }

    /// A square thumbnail `side` pixels wide: the centre of the full picture (its short side
    /// across), drawn at this size rather than scaled down.
    public func thumbnail(of photo: Photo, side: Int) -> Image {
        let canvas = PhotoCanvas(thumbnailOf: photo.aspect, side: max(1, side))
        var painter = PhotoPainter(photo: photo, canvas: canvas)
        painter.paint()
        return canvas.image()
    }

    /// The full picture at its aspect ratio, `longSide` pixels along its longer side.
    public func picture(of photo: Photo, longSide: Int) -> Image {
        let canvas = PhotoCanvas(pictureOf: photo.aspect, longSide: max(1, longSide))
        var painter = PhotoPainter(photo: photo, canvas: canvas)
        painter.paint()
        return canvas.image()
    }

    /// A family unlike the previous photo's, the common ones more often.
    static func family(after previous: PhotoFamily?, random r: inout PhotoRandom) -> PhotoFamily {
        let all = PhotoFamily.allCases
        let weights: [Double] = all.map { f in
            if f == previous { return 0 }
            switch f {
            case .landscape: return 5
            case .sea: return 4
            case .city, .flowers: return 3.5
            case .dunes: return 3
            case .bokeh: return 2.5
            }
        }
        return all[r.weighted(weights)]
    }

    /// A light the family is photographed in (cities and lights after dark, fields by day).
    static func light(for family: PhotoFamily, random r: inout PhotoRandom) -> PhotoLight {
        // dawn, day, golden hour, sunset, blue hour, night
        let weights: [Double] =
            switch family {
            case .landscape: [2, 3, 3, 2, 1, 1]
            case .city: [0, 0, 0, 2, 3, 3]
            case .bokeh: [0, 0, 1, 1, 2, 4]
            case .flowers: [1, 4, 3, 1, 0, 0]
            case .sea: [2, 3, 2, 2, 1, 1]
            case .dunes: [1, 3, 3, 2, 0, 1]
            }
        return PhotoLight.allCases[r.weighted(weights)]
    }

    /// The next photo's date: the same day a little later when its light allows, else a few
    /// days on, at a time that suits its light.
    static func date(after previous: PhotoDate, light: PhotoLight, random r: inout PhotoRandom) -> PhotoDate {
        let range = light.minutes
        let gap = [0, 0, 0, 1, 1, 1, 2, 2, 3, 5][r.below(10)]
        if gap == 0, previous.minute + 5 <= range.upperBound {
            let lower = max(range.lowerBound, previous.minute + 5)
            return PhotoDate(day: previous.day, minute: lower + r.below(range.upperBound - lower + 1))
        }
        return PhotoDate(day: previous.day + max(1, gap), minute: range.lowerBound + r.below(range.count))
    }
}
