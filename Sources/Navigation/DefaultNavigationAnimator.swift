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
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        let w = container.bounds.width
        let push = operation == .push
        // The page on top moves the full width; the one underneath a third, dimmed.
        let top = push ? toView : fromView, under = push ? fromView : toView
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to))
        if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        // The shadow lies beside the page on top, under it in the container, and moves with
        // it (inside the page a page that clips, one that scrolls, would hide it).
        shadow.frame = Rect(x: top.frame.minX - 14, y: top.frame.minY, width: 14, height: top.frame.height)
        container.insertSubview(shadow, belowSubview: top)

        top.transform = AffineTransform(translationX: push ? w : 0, y: 0)
        shadow.transform = top.transform
        under.transform = AffineTransform(translationX: push ? 0 : -w * DefaultNavigationAnimator.parallax, y: 0)
        under.dimming = push ? 0 : DefaultNavigationAnimator.dimming
        let a = PropertyAnimator(duration: transitionDuration(using: context), curve: context.spec.curve(NavigationParameters.pushCurve)) { [shadow] in
            top.transform = AffineTransform(translationX: push ? 0 : w, y: 0)
            shadow.transform = top.transform
            under.transform = AffineTransform(translationX: push ? -w * DefaultNavigationAnimator.parallax : 0, y: 0)
            under.dimming = push ? DefaultNavigationAnimator.dimming : 0
        }
        a.addCompletion { [shadow] _ in
            shadow.transform = .identity
            top.transform = .identity
            under.transform = .identity
            under.dimming = 0
            shadow.removeFromSuperview()
        }
        return a
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
