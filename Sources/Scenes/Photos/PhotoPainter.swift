import Geometry

/// Paints one photo's picture onto a canvas: the sky and light from the photo's light and
/// warmth, then the family's own scene (`PhotoPainter+Landscape` and its siblings).
///
/// Every random choice comes from the photo's seed and none depends on the canvas's size,
/// so a thumbnail and the full picture show the same scene, and the same photo always
/// gives the same pixels.
struct PhotoPainter {
    let photo: Photo
    let canvas: PhotoCanvas
    var random: PhotoRandom
    let sky: PhotoSky
    /// The horizon's scene y.
    let horizon: Float
    /// The scene's width (its height is 1).
    let aspect: Float
    /// The scene x of the sun, moon or centre of interest.
    let focusX: Float

    init(photo: Photo, canvas: PhotoCanvas) {
        self.photo = photo
        self.canvas = canvas
        var r = PhotoRandom(seed: photo.seed)
        sky = PhotoSky(light: photo.light, warmth: photo.warmth, random: &r)
        random = r
        horizon = Float(photo.horizon)
        aspect = Float(photo.aspect.ratio)
        focusX = Float(photo.focus * photo.aspect.ratio)
    }

    mutating func paint() {
        switch photo.family {
        case .landscape: paintLandscape()
        case .city: paintCity()
        case .bokeh: paintBokeh()
        case .flowers: paintFlowers()
        case .sea: paintSea()
        case .dunes: paintDunes()
        }
    }

    /// `f` at every column of the canvas.
    func columns(_ f: (Float) -> Float) -> [Float] { canvas.perColumn(f) }

    /// A surface colour as this light shows it.
    func lit(_ hex: UInt32) -> Color { Color(hex: hex).lit(by: sky.light) }
}
