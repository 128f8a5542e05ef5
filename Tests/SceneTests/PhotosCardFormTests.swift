import Geometry
@_spi(Testing) import Navigation
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import Compositor
import DemoTesting
import SegueTesting

/// The Photos viewer forms a card as iOS Photos' does: Done fades out as it forms, the card
/// narrows to the picture and rounds its corners, and what is behind it dims in proportion,
/// black in full and clear as the card lands.
@MainActor
@Suite struct PhotosCardFormTests {
    func card(_ photos: PhotosViewController) -> ZoomCard? {
        photos.presentedViewController?.view.superview?.superview?.superview as? ZoomCard  // page, shape, clip, card
    }

    /// One frame of the card: its progress toward the cell, its look, and Done's opacity.
    struct Frame {
        let progress: Double
        let dimming: Double
        let cornerRadius: Double
        let shape: Rect
        let picture: Rect
        let done: Double
    }

    /// The viewer opening on picture 9 by a click, or closing by Done, started (the caller closes the rig).
    func start(opening: Bool) throws -> (SceneRig, PhotosViewController) {
        let rig = try SceneRig(scene: "photos", size: Size(width: 800, height: 600))
        let photos = try PhotosGridTests.photos(rig)
        let cell = try #require(photos.cell(forItem: 9))
        rig.click(cell.convert(cell.bounds, to: nil).center)
        if !opening {
            rig.settle()
            try #require(photos.presentedViewController as? PhotoViewerViewController).close()
        }
        return (rig, photos)
    }

    /// Every frame of the viewer opening on picture 9 by a click, or closing by Done.
    func frames(opening: Bool) throws -> [Frame] {
        let (rig, photos) = try start(opening: opening)
        defer { rig.close() }
        var frames: [Frame] = []
        while rig.shell.isTransitioning && frames.count < 200 {
            rig.tick(1.0 / 60)
            guard let card = card(photos), let viewer = photos.presentedViewController as? PhotoViewerViewController,
                let view = viewer.view as? PhotoViewerView else { continue }
            let picture = viewer.view.layer.convert(viewer.pictureFrame, to: card.clip.layer)
            frames.append(Frame(progress: card.progressTowardSource, dimming: card.backdrop.layer.presentation.opacity,
                cornerRadius: card.shape.layer.presentation.cornerRadius, shape: card.shape.frame, picture: picture,
                done: view.closeButton.layer.presentation.opacity))
        }
        return frames
    }

    @Test(arguments: [true, false])
    func theCardIsThePictureRoundedOverADimmedGrid(opening: Bool) throws {
        let frames = try frames(opening: opening)
        try #require(frames.count > 10)
        for (i, f) in frames.enumerated() {
            // Black in full, clear on the cell, in proportion between.
            #expect(abs(f.dimming - (1 - f.progress)) < 1e-9, "frame \(i): dimming \(f.dimming) at \(f.progress)")
            if f.progress > 0.1 && f.progress < 0.95 { #expect(f.cornerRadius > 1, "frame \(i) at \(f.progress): square") }
            if f.progress >= ZoomCardForm.formed {
                #expect(f.done == 0, "frame \(i) at \(f.progress): Done at \(f.done)")
                let inside = f.picture.insetBy(dx: -0.01, dy: -0.01)
                #expect(inside.contains(f.shape), "frame \(i) at \(f.progress): the card \(f.shape) is more than the picture \(f.picture)")
            }
        }
        // The dimming grows as the viewer opens and clears as it closes.
        let dims = frames.map(\.dimming)
        let ordered = opening ? zip(dims, dims.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 } : zip(dims, dims.dropFirst()).allSatisfy { $0 + 1e-9 >= $1 }
        #expect(ordered, "\(dims)")
        #expect(frames.contains { $0.dimming > 0.3 && $0.dimming < 0.7 })
    }

    /// The still of the cell fades in over the middle square of the picture, where the cell
    /// shows it (a thumbnail fills its square with the picture's middle), whatever the clip's
    /// shape on the way: centred on the clip and filling it instead, it showed a second
    /// lighthouse up and to the left of the first as the card shrank back.
    @Test(arguments: [true, false])
    func theStillRegistersWithThePicture(opening: Bool) throws {
        let (rig, photos) = try start(opening: opening)
        defer { rig.close() }
        var checked = 0
        while rig.shell.isTransitioning && checked < 200 {
            rig.tick(1.0 / 60)
            guard let card = card(photos), let viewer = photos.presentedViewController as? PhotoViewerViewController,
                let still = card.shape.subviews.first(where: { $0 !== viewer.view }), still.layer.presentation.opacity > 0 else { continue }
            let picture = viewer.view.layer.convert(viewer.pictureFrame, to: card.clip.layer)
            let side = min(picture.width, picture.height)
            let middle = Rect(x: picture.midX - side / 2, y: picture.midY - side / 2, width: side, height: side)
            let shown = still.frame
            let off = max(abs(shown.minX - middle.minX), abs(shown.minY - middle.minY), abs(shown.width - side), abs(shown.height - side))
            #expect(off < 0.01, "at \(card.progressTowardSource): the still at \(shown), the picture's middle at \(middle)")
            checked += 1
        }
        #expect(checked >= 2, "the still showed in \(checked) frames")
    }
}
