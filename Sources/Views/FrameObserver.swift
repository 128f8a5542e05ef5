/// A page that follows its animations each frame (status text, sliders), just before drawing.
@MainActor
public protocol FrameObserver: AnyObject {
    func frameWillRender()
}
