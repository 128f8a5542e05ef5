import Geometry
import Navigation
import Testing

/// The zoom card's look as a pure function of its progress toward its source.
@Suite struct ZoomCardFormTests {
    let clip = Rect(x: 0, y: 0, width: 400, height: 300), picture = Rect(x: 0, y: 50, width: 400, height: 200)

    @Test func inFullItIsThePageSquareOverBlack() {
        let look = ZoomCardForm(progress: 0)
        #expect(look.chromeAlpha == 1 && look.dimming == 1 && look.landingAlpha == 0)
        #expect(look.shape(clip: clip, content: picture) == clip && look.cornerRadius(source: 0) == 0)
    }

    @Test func formedItIsThePictureRoundedWithoutChrome() {
        for q in [ZoomCardForm.formed, 0.5, ZoomCardForm.landing] {
            let look = ZoomCardForm(progress: q)
            #expect(look.chromeAlpha == 0 && look.shape(clip: clip, content: picture) == picture)
            #expect(look.cornerRadius(source: 0) == ZoomCardForm.radius)
            #expect(abs(look.dimming - (1 - q)) < 1e-12)
        }
    }

    @Test func onItsSourceItIsTheSourcesStillAndCorners() {
        let look = ZoomCardForm(progress: 1)
        #expect(look.landingAlpha == 1 && look.dimming == 0 && look.cornerRadius(source: 6) == 6)
        #expect(ZoomCardForm(progress: 0.85).landingAlpha == 0.5)
    }

    @Test func itIsKeptWithinTheClipAndItsProgressWithin0And1() {
        let look = ZoomCardForm(progress: 0.5)
        #expect(look.shape(clip: clip, content: Rect(x: -100, y: -100, width: 800, height: 600)) == clip)
        #expect(ZoomCardForm(progress: 1.3).progress == 1 && ZoomCardForm(progress: .nan).progress == 0)
    }
}
