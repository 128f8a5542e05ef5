/// What a cached texture was made from: layer contents at a rasterisation scale.
struct TextureKey: Hashable {
    let contents: LayerContents
    /// Pixels per point for text; images ignore it (their pixels are fixed).
    let scale: Double
}
