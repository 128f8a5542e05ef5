import Compositor
import Testing
import Scenes
import SegueTesting
import DemoTesting

/// The photos demo's picture library: 240 photos drawn in code, the same every time, varied
/// from one to the next, and cached within bounds.
@Suite struct PhotoLibraryTests {
    let library = PhotoLibrary()

    /// Mean absolute difference per colour channel, 0...255.
    static func meanDifference(_ a: Image, _ b: Image) -> Double {
        precondition(a.pixels.count == b.pixels.count)
        var sum = 0
        for i in 0..<a.pixels.count where i % 4 != 3 { sum += abs(Int(a.pixels[i]) - Int(b.pixels[i])) }
        return Double(sum) / Double(a.pixels.count / 4 * 3)
    }

    /// The standard deviation of the pixels' brightness, 0...255.
    static func brightnessDeviation(_ image: Image) -> Double {
        var sum = 0.0, squares = 0.0
        let n = image.width * image.height
        for i in 0..<n {
            let p = image.pixels
            let l = 0.299 * Double(p[i * 4]) + 0.587 * Double(p[i * 4 + 1]) + 0.114 * Double(p[i * 4 + 2])
            sum += l
            squares += l * l
        }
        let mean = sum / Double(n)
        return (squares / Double(n) - mean * mean).squareRoot()
    }

    /// One photo of each family and variant.
    var oneOfEach: [Photo] {
        var seen = Set<String>()
        return library.photos.filter { seen.insert("\($0.family)\($0.variant)").inserted }
    }

    @Test func theLibraryHas240PhotosInOrder() {
        #expect(library.count == 240)
        #expect(library.photos.map(\.index) == Array(0..<240))
        #expect(library.photos.allSatisfy { $0.variant >= 0 && $0.variant < $0.family.variantCount })
    }

    @Test func everyFamilyLightAspectAndVariantAppears() {
        let photos = library.photos
        for family in PhotoFamily.allCases {
            #expect(photos.filter { $0.family == family }.count >= 15, "\(family)")
            for variant in 0..<family.variantCount {
                #expect(photos.contains { $0.family == family && $0.variant == variant }, "\(family) \(variant)")
            }
        }
        #expect(Set(photos.map(\.light)) == Set(PhotoLight.allCases))
        #expect(Set(photos.map(\.aspect)) == Set(PhotoAspect.allCases))
        // Neighbours never share a family.
        #expect(zip(photos, photos.dropFirst()).allSatisfy { $0.family != $1.family })
    }

    @Test func titlesAreVariedAndDatesMoveForward() {
        let photos = library.photos
        #expect(Set(photos.map(\.title)).count >= 180)
        #expect(photos.allSatisfy { $0.title.count >= 8 && $0.title.first!.isUppercase && $0.title.contains(" ") })
        #expect(zip(photos, photos.dropFirst()).allSatisfy { $0.date < $1.date })
        #expect(photos[0].caption == photos[0].date.description)
        #expect(PhotoDate(year: 2023, month: 1, day: 14, minute: 7 * 60 + 42).description == "Sat 14 Jan 2023, 07:42")
        #expect(PhotoDate(year: 2024, month: 2, day: 29).civil == (2024, 2, 29))
    }

    @Test func theSameIndexGivesTheSamePixels() {
        let other = PhotoLibrary()
        #expect(other.photos == library.photos)
        for index in [0, 1, 57, 239] {
            let photo = library[index]
            let a = library.thumbnail(of: photo, side: 96), b = library.thumbnail(of: photo, side: 96)
            let c = other.thumbnail(of: other[index], side: 96)
            #expect(a.pixels == b.pixels && a.pixels == c.pixels, "photo \(index)")
            #expect(library.picture(of: photo, longSide: 300).pixels == other.picture(of: other[index], longSide: 300).pixels)
        }
        // Another seed makes another library.
        #expect(PhotoLibrary(seed: 7).photos.map(\.seed) != library.photos.map(\.seed))
    }

    @Test func neighbouringThumbnailsDifferAndNoneIsOneColour() {
        let thumbnails = library.photos.map { library.thumbnail(of: $0, side: 48) }
        for i in 0..<(thumbnails.count - 1) {
            let d = Self.meanDifference(thumbnails[i], thumbnails[i + 1])
            #expect(d > 8, "photos \(i) and \(i + 1) differ by only \(d)")
        }
        for (i, t) in thumbnails.enumerated() {
            let deviation = Self.brightnessDeviation(t)
            #expect(deviation > 8, "photo \(i) (\(library[i].family)) is nearly one colour: \(deviation)")
            #expect(t.isOpaque && t.width == 48 && t.height == 48)
        }
    }

    @Test func picturesHaveTheirDeclaredAspectRatio() {
        for aspect in PhotoAspect.allCases {
            let photo = try! #require(library.photos.first { $0.aspect == aspect })
            let picture = library.picture(of: photo, longSide: 400)
            #expect(max(picture.width, picture.height) == 400)
            let ratio = Double(picture.width) / Double(picture.height)
            #expect(abs(ratio - aspect.ratio) < 0.01, "\(aspect): \(picture.width)x\(picture.height)")
            #expect((picture.width >= picture.height) == (aspect.ratio >= 1))
        }
    }

    /// The thumbnail is drawn at its own size, not scaled down, but it shows the same scene:
    /// the full picture's centre square, averaged down 4 x 4, looks like it.
    @Test func theThumbnailIsTheCentreOfTheSameScene() {
        let side = 64, k = 4, short = 64 * 4
        for photo in oneOfEach {
            let long = Int((Double(short) * max(photo.aspectRatio, 1 / photo.aspectRatio)).rounded())
            let big = library.picture(of: photo, longSide: long)
            #expect(min(big.width, big.height) == short)
            let ox = (big.width - short) / 2, oy = (big.height - short) / 2
            var pixels = [UInt8](repeating: 255, count: side * side * 4)
            for y in 0..<side {
                for x in 0..<side {
                    for c in 0..<3 {
                        var sum = 0
                        for dy in 0..<k {
                            for dx in 0..<k { sum += Int(big.pixels[((oy + y * k + dy) * big.width + ox + x * k + dx) * 4 + c]) }
                        }
                        pixels[(y * side + x) * 4 + c] = UInt8(sum / (k * k))
                    }
                }
            }
            let centre = Image(width: side, height: side, pixels: pixels)!
            let d = Self.meanDifference(centre, library.thumbnail(of: photo, side: side))
            #expect(d < 8, "photo \(photo.index) (\(photo.family) \(photo.variant)): \(d)")
            // And it is not just any picture: another photo's centre is far further off.
            let other = library.thumbnail(of: library[(photo.index + 1) % library.count], side: side)
            #expect(Self.meanDifference(centre, other) > d + 4)
        }
    }

    @Test func theCacheStaysWithinItsBounds() {
        let cache = PhotoImageCache(library: library, thumbnailLimit: 10, pictureLimit: 2)
        let first = cache.thumbnail(of: library[0], side: 40)
        #expect(cache.thumbnail(of: library[0], side: 40) === first)
        for i in 0..<25 { _ = cache.thumbnail(of: library[i], side: 40) }
        #expect(cache.thumbnailCount == 10)
        #expect(!cache.holdsThumbnail(of: library[0], side: 40) && cache.holdsThumbnail(of: library[24], side: 40))
        // The least recently used goes first: touching 15 keeps it past the next one.
        _ = cache.thumbnail(of: library[15], side: 40)
        _ = cache.thumbnail(of: library[30], side: 40)
        #expect(cache.holdsThumbnail(of: library[15], side: 40) && !cache.holdsThumbnail(of: library[16], side: 40))
        for i in 0..<4 { _ = cache.picture(of: library[i], longSide: 120) }
        #expect(cache.pictureCount == 2)
        #expect(cache.holdsPicture(of: library[3], longSide: 120) && !cache.holdsPicture(of: library[1], longSide: 120))
        #expect(cache.byteCount <= cache.maximumByteCount(thumbnailSide: 40, longSide: 120))
        #expect(cache.byteCount > 0)
        // The defaults: 300 thumbnails and 5 pictures, about 90 MB at 180 and 1600 px; in
        // bytes at most 48 + 64 MiB whatever the sizes (the latest picture kept whatever its own).
        let defaults = PhotoImageCache(library: library)
        #expect(defaults.thumbnailLimit == 300 && defaults.pictureLimit == 5)
        #expect(defaults.maximumByteCount(thumbnailSide: 180, longSide: 1600) == 38_880_000 + 51_200_000)
        #expect(defaults.maximumByteCount(thumbnailSide: 512, longSide: 4096) == 48 * 1_048_576 + 4096 * 4096 * 4)
        cache.removeAll()
        #expect(cache.thumbnailCount == 0 && cache.pictureCount == 0 && cache.byteCount == 0)
    }

    @Test func theCacheStaysWithinItsBytes() {
        // Pictures of 200 px take 200 x 100-200 x 4 bytes: 250,000 bytes hold at most three.
        let cache = PhotoImageCache(library: library, pictureLimit: 5, pictureByteLimit: 250_000)
        for i in 0..<6 { _ = cache.picture(of: library[i], longSide: 200) }
        #expect(cache.pictureCount <= 3 && cache.byteCount <= 250_000, "\(cache.pictureCount) pictures, \(cache.byteCount) bytes")
        #expect(cache.holdsPicture(of: library[5], longSide: 200))
        // One picture over the bound is still kept: it is the one about to show.
        _ = cache.picture(of: library[6], longSide: 800)
        #expect(cache.pictureCount == 1 && cache.holdsPicture(of: library[6], longSide: 800))
    }

    /// Without pixels nothing is drawn, and the same entries are held and dropped as with
    /// pixels, so a scene does the same with both.
    @Test func withoutPixelsTheCacheDrawsNothingAndHoldsTheSame() {
        let drawn = PhotoImageCache(library: library, thumbnailLimit: 8, pictureLimit: 3, thumbnailByteLimit: 20_000, pictureByteLimit: 500_000)
        let undrawn = PhotoImageCache(library: library, thumbnailLimit: 8, pictureLimit: 3, thumbnailByteLimit: 20_000, pictureByteLimit: 500_000, drawsPixels: false)
        var random = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let photo = library[Int.random(in: 0..<40, using: &random)]
            let side = [24, 40, 64][Int.random(in: 0..<3, using: &random)]
            if Bool.random(using: &random) {
                let image = undrawn.thumbnail(of: photo, side: side)
                _ = drawn.thumbnail(of: photo, side: side)
                #expect(image.width == 1 && image.height == 1)
            } else {
                _ = undrawn.picture(of: photo, longSide: side * 5)
                _ = drawn.picture(of: photo, longSide: side * 5)
            }
            #expect(undrawn.thumbnailCount == drawn.thumbnailCount && undrawn.pictureCount == drawn.pictureCount)
        }
        for i in 0..<40 {
            for side in [24, 40, 64] {
                #expect(undrawn.holdsThumbnail(of: library[i], side: side) == drawn.holdsThumbnail(of: library[i], side: side))
                #expect(undrawn.holdsPicture(of: library[i], longSide: side * 5) == drawn.holdsPicture(of: library[i], longSide: side * 5))
            }
        }
        #expect(undrawn.byteCount <= 4 * (undrawn.thumbnailCount + undrawn.pictureCount))
    }
}
