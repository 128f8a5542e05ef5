import CSDL2
import Geometry
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Runtime

/// The window's pixels per point at the moment it is resized, before anything is drawn at
/// the new size. The live loop sets the scene's scale from it at the resize event; worked out
/// from the software renderer's frame (still the old size until the next draw) it came out
/// 1024/700 for a window shrunk from 1024 to 700 points: Photos laid its thumbnails out for
/// that density, no event recorded it, and the recording stopped verifying at that frame.
@MainActor
@Suite(.serialized) struct WindowScaleAfterResizeTests {
    @Test(arguments: [RendererKind.software])
    func theScaleAtAResizeIsTheWindowsNotTheLastFramesSize(_ kind: RendererKind) throws {
        let resources = try SceneHarness.resources()
        try SDLLibrary.startVideo()
        let window = try AppWindow(title: "Segue", size: Size(width: 1024, height: 768), rendererKind: kind, fonts: resources.fonts, hidden: true)
        #expect(window.pixelScale == 1)
        let sdl = try #require(SDL_GetWindowFromID(window.windowID))
        for (w, h) in [(700, 500), (900, 640), (1200, 900)] {
            SDL_SetWindowSize(sdl, Int32(w), Int32(h))
            SDL_PumpEvents()
            #expect(window.pointSize == Size(width: Double(w), height: Double(h)))
            #expect(window.pixelScale == 1, "at \(w)x\(h), before a frame at that size")
        }
    }
}
