import DevTools
import Host
import Motion
import Navigation
import Views

/// Postcards on Segue's host: one scene, a list of postcards; a card rises over the list
/// (`SlideUpAnimator`) and a drag down puts it back (`SlideDownToPop`). The host gives it the
/// window, the recorder, replay, the pixel checks, the feel meter, freeze and scrub, the
/// inspector and sweeps, with nothing more than this.
public struct PostcardsApp: SegueApp {
    public init() {}

    public var name: String { "Postcards" }

    public var scenes: [SceneInfo] {
        [SceneInfo(id: "postcards", title: "Postcards", subtitle: "A card rises over the list; drag it down to put it back")]
    }

    public var catalogue: SpecCatalogue { SpecCatalogue(NavigationParameters.all + SlideUpParameters.all) }

    @MainActor public func launch(in shell: HostShell) throws(AppError) -> any AppController {
        PostcardsController(shell: shell)
    }
}
