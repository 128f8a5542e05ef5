/// One picture of the photo library: what the grid and the viewer say about it, the shape of
/// its full picture, and the parameters its picture is drawn from. A value: the picture
/// itself is drawn on demand (`PhotoLibrary.thumbnail(of:side:)`, `picture(of:longSide:)`).
public struct Photo: Sendable, Equatable, Identifiable {
    /// Its place in the library, from 0.
    public let index: Int
    /// A short title, "Harbour at dawn".
    public let title: String
    /// When it was taken.
    public let date: PhotoDate
    /// The shape of the full picture.
    public let aspect: PhotoAspect
    public let family: PhotoFamily
    /// Which of the family's compositions (0..<family.variantCount).
    public let variant: Int
    public let light: PhotoLight
    /// Where the horizon (or the ground line) sits, as a fraction of the height from the top.
    public let horizon: Double
    /// Where the sun, the moon or the centre of interest sits, as a fraction of the width.
    public let focus: Double
    /// -1 (cooler) ... 1 (warmer): shifts the palette.
    public let warmth: Double
    /// Seeds every other detail of the picture: ridges, clouds, buildings, flowers.
    public let seed: UInt64

    public init(
        index: Int, title: String, date: PhotoDate, aspect: PhotoAspect, family: PhotoFamily, variant: Int,
        light: PhotoLight, horizon: Double, focus: Double, warmth: Double, seed: UInt64
    ) {
        self.index = index
        self.title = title
        self.date = date
        self.aspect = aspect
        self.family = family
        self.variant = variant
        self.light = light
        self.horizon = horizon
        self.focus = focus
        self.warmth = warmth
        self.seed = seed
    }

    public var id: Int { index }

    /// The date as the viewer shows it under the title: "Sat 14 Jan 2023, 07:42".
    public var caption: String { date.description }

    /// The full picture's width over its height.
    public var aspectRatio: Double { aspect.ratio }
}
