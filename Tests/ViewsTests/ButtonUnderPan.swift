import Geometry
import Gestures
import Views

/// A window with a page holding a button, and a pan on the page that notes its states.
@MainActor
final class ButtonUnderPan {
    let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
    let pan = PanGestureRecognizer()
    private(set) var button: Button!
    var fired = 0
    var states: [GestureRecognizerState] = []

    init(beginsAtPress: Bool = false) {
        let page = View(frame: window.bounds)
        button = Button(title: "Go", frame: Rect(x: 50, y: 50, width: 100, height: 40)) { [unowned self] in self.fired += 1 }
        page.addSubview(button)
        window.addSubview(page)
        pan.beginsAtPress = beginsAtPress
        pan.addTarget { [unowned self] in self.states.append($0.state) }
        page.addGestureRecognizer(pan)
    }
}
