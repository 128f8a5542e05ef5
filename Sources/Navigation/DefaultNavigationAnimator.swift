import Compositor
import Geometry
import Motion
import Views

/// The platform push and pop: the new page enters from the right while the old one moves a
/// third of the width left and dims, with a soft shadow on the entering page's leading
/// edge; pop is the mirror image. Built on one property animator, so a swipe can scrub it
/// and a new swipe can catch it while it finishes.
@MainActor
public final class DefaultNavigationAnimator: PropertyTransitionAnimator {
    /// How far the page underneath moves, as a fraction of the width.
    public static let parallax = 1.0 / 3.0
    /// How dark the page underneath gets.
    public static let dimming = 0.12
    public let operation: NavigationOperation
    private let shadow = ImageView(image: DefaultNavigationAnimator.shadowImage)

    public init(operation: NavigationOperation) { self.operation = operation }

    public override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(NavigationParameters.pushDuration) }

    public override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let container = context.containerView
        let (top, under) = pages(context)
        if operation == .push { container.addSubview(top) } else { container.insertSubview(under, belowSubview: top) }
        // The shadow lies beside the page on top, under it in the container, and moves with
        // it (inside the page a page that clips, one that scrolls, would hide it).
        container.insertSubview(shadow, belowSubview: top)
        let a = layoutAnimator(curve: context.spec.curve(NavigationParameters.pushCurve), using: context)
        a.addCompletion { [shadow] _ in
            shadow.transform = .identity
            top.transform = .identity
            under.transform = .identity
            under.dimming = 0
            shadow.removeFromSuperview()
        }
        return a
    }

    /// The page on top moves the full width; the one underneath a third, dimmed. Both fill
    /// the container, the shadow beside the page on top.
    public override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let page = context.containerView.bounds
        let (top, under) = pages(context)
        if position != .end {
            top.frame = page
            under.frame = page
            shadow.frame = Rect(x: page.minX - 14, y: page.minY, width: 14, height: page.height)
        }
        // The page on top covers the container at a push's end and a pop's start.
        let covers = (operation == .push) == (position == .end)
        top.transform = AffineTransform(translationX: covers ? 0 : page.width, y: 0)
        shadow.transform = top.transform
        under.transform = AffineTransform(translationX: covers ? -page.width * DefaultNavigationAnimator.parallax : 0, y: 0)
        under.dimming = covers ? DefaultNavigationAnimator.dimming : 0
    }

    /// The page on top (arriving in a push, leaving in a pop) and the one underneath.
    private func pages(_ context: TransitionContext) -> (top: View, under: View) {
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        return operation == .push ? (toView, fromView) : (fromView, toView)
    }

    /// A 14 x 1 gradient from transparent to a soft black, stretched along the edge.
    static let shadowImage: Image = {
        var px = [UInt8](repeating: 0, count: 14 * 4)
        for x in 0..<14 {
            let t = Double(x) / 13
            px[x * 4 + 3] = UInt8((t * t * 0.22 * 255).rounded())
        }
        return Image(width: 14, height: 1, pixels: px)!
    }()
}
