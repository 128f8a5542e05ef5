import Compositor
import Geometry
import Motion

/// What scenes are built from: the assets read at start and the animation clock.
@MainActor
struct SceneContext {
    let logo: Path
    let contacts: [Contact]
    let clock: Clock
    /// The parameters in effect now (the shell's).
    let spec: @MainActor () -> TransitionSpec
    /// Whether pictures are drawn (`Window.drawsPixels`); without, a scene draws none.
    let drawsPixels: Bool
    /// The Side by side background, made the first time it is asked for in this process.
    var panorama: Image { SceneContext.panorama }
    private static let panorama = Artwork.panorama()
    /// The Photos demo's library (the photos' values; their pictures are drawn on demand).
    var photos: PhotoLibrary { SceneContext.photos }
    private static let photos = PhotoLibrary()
}
