/// A texture the renderer made, with its size in pixels.
public struct Texture: Hashable, Sendable {
    public let handle: TextureHandle
    public let pixelSize: PixelSize

    public init(handle: TextureHandle, pixelSize: PixelSize) {
        self.handle = handle
        self.pixelSize = pixelSize
    }
}
