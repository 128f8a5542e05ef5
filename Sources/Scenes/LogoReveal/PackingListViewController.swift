import Gestures
import Navigation
import Views

/// The Logo Reveal demo's detail: a vacation packing list. A horizontal drag on it scrubs
/// the pop (the chapter-21 challenge); Back, Escape and Backspace pop it without one. A press
/// on a transition in flight grabs it with the same drag (`TransitionGrab`).
@MainActor
final class PackingListViewController: ViewController {
    static let items = [
        "Passport and tickets", "Sunscreen", "Swimsuit", "Sunglasses", "Linen shirts", "Sandals", "Phone charger",
        "Paperback for the beach", "Reusable water bottle", "Straw hat", "First-aid kit", "Travel adapter",
    ]
    /// The master's drag, shared by both pages' pans.
    private let drag: InteractiveDrag

    init(drag: InteractiveDrag) {
        self.drag = drag
        super.init(title: "Packing List")
    }

    override func loadView() { view = PackingListView(items: PackingListViewController.items, checked: [0, 1, 3, 6]) }

    override func viewDidLoad() {
        let pan = PanGestureRecognizer(name: "reveal pan")
        pan.addTarget { [unowned self] r in self.didPan(r as! PanGestureRecognizer) }
        view.addGestureRecognizer(pan)
    }

    private func didPan(_ pan: PanGestureRecognizer) {
        guard let nav = navigationController else { return }
        drag.handle(pan) {
            guard !nav.isTransitioning, nav.topViewController === self else { return }
            drag.begin(on: nav) { nav.popViewController(animated: true) }
        }
    }
}
