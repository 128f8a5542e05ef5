import Compositor
import Geometry
import Navigation
import Views

/// Checks a window's view tree, at rest, for layouts that do not fit.
///
/// What counts (an *item*):
/// - text: a `Label` that draws text;
/// - a control: a `Button` or a `Slider`;
/// - a card: a view with a background (alpha > 0) that holds text or a control (a row, a
///   card, a bar, a page).
/// Views without text or controls (backgrounds, images, shapes, avatars' discs without
/// initials) are layered freely and are not items; neither are views inside them.
///
/// Items are checked when they and their ancestors are not hidden, their opacities multiply
/// to more than 0, they have an area, and no opaque view drawn after them (not their
/// ancestor: an opaque page presented over the scene) covers all of them that is in the window. Their *reach* is
/// the window cut by their clipping ancestors, except that a `ScrollView` cuts only at its
/// sides (what is above or below it scrolls into view).
///
/// Rules, in window points with a 0.5 pt tolerance (frames of transformed views are their
/// bounding boxes):
/// 1. No two items overlap, unless one holds the other or they are in different
///    presentations (a sheet covers part of the page it is presented over, on purpose;
///    what it covers is dimmed, not laid out against it). Content that scrolls is compared
///    with what scrolls with it where it is laid out, and with anything else wherever its
///    scroll view shows it (its column of the scroll view's visible part).
/// 2. Text and controls lie inside their reach: inside the window and every clipping
///    ancestor, but for a scroll view's top and bottom. Every scroll view on screen lies
///    inside the window and its own clipping ancestors.
/// 3. No text is cut: what a label draws measures no wider and no taller than the label.
@MainActor
struct LayoutAudit {
    private struct Entry {
        let view: View
        let frame: Rect
        /// The window cut by the clipping ancestors, scroll views only at their sides.
        let reach: Rect
        /// The scroll views it is in, innermost first, with the part of the window each shows.
        let scrollers: [(view: View, visible: Rect)]
        let order: Int
    }

    let window: Window
    private(set) var problems: [String] = []
    private var entries: [Entry] = []
    private static let tolerance = 0.5

    init(_ window: Window) {
        self.window = window
        collect(window, opacity: 1, clip: window.bounds, reach: window.bounds, scrollers: [])
        check()
    }

    // MARK: Walking the tree

    private mutating func collect(_ view: View, opacity: Double, clip: Rect, reach: Rect, scrollers: [(view: View, visible: Rect)]) {
        let alpha = opacity * view.alpha
        guard !view.isHidden, alpha > 0 else { return }
        let frame = view.convert(view.bounds, to: nil)
        entries.append(Entry(view: view, frame: frame, reach: reach, scrollers: scrollers, order: entries.count))
        var innerClip = clip, innerReach = reach, innerScrollers = scrollers
        if view.clipsToBounds {
            innerClip = clip.intersection(frame)
            if view is ScrollView {
                // Its content reaches past its top and bottom, and shows only inside it.
                let sides = reach.intersection(Rect(x: frame.minX, y: reach.minY, width: frame.width, height: reach.height))
                innerReach = sides.isNull ? .null : Rect(x: sides.minX, y: -1e9, width: sides.width, height: 2e9)
                innerScrollers = [(view, innerClip)] + scrollers
            } else {
                innerReach = reach.intersection(frame)
            }
        }
        for sub in view.subviews { collect(sub, opacity: alpha, clip: innerClip, reach: innerReach, scrollers: innerScrollers) }
    }

    /// Where an item can show, seen from `other` (nil: from the window): scrolled content
    /// can show anywhere in its scroll view's visible part, within its own column, unless
    /// `other` scrolls with it.
    private static func extent(_ e: Entry, seenFrom other: View?) -> Rect {
        var r = e.frame.intersection(e.reach)
        for s in e.scrollers where other.map({ !$0.isDescendant(of: s.view) }) ?? true {
            let x0 = max(r.minX, s.visible.minX), x1 = min(r.maxX, s.visible.maxX)
            guard !r.isNull, !s.visible.isNull, x1 > x0 else { return .null }
            r = Rect(x: x0, y: s.visible.minY, width: x1 - x0, height: s.visible.height)
        }
        return r
    }

    private static func isText(_ v: View) -> Bool {
        guard let label = v as? Label, case .text = label.layer.contents else { return false }
        return true
    }

    private static func isControl(_ v: View) -> Bool { v is Button || v is Slider }

    private static func holdsTextOrControl(_ v: View) -> Bool {
        v.subviews.contains { !$0.isHidden && (isText($0) || isControl($0) || holdsTextOrControl($0)) }
    }

    private static func isItem(_ v: View) -> Bool {
        isText(v) || isControl(v) || (v.backgroundColor.alpha > 0 && holdsTextOrControl(v) && !(v is Window))
    }

    /// The presentation container a view is shown in, if any.
    private static func presentation(of view: View) -> View? {
        var x: View? = view
        while let v = x, !(v is PresentationContainerView) { x = v.superview }
        return x
    }

    private static func isOpaque(_ e: Entry) -> Bool {
        let v = e.view
        return v.backgroundColor.alpha >= 1 && v.cornerRadius == 0 && v.layer.localToRoot.isRectilinear && effectiveAlpha(v) >= 1
    }

    private static func effectiveAlpha(_ v: View) -> Double {
        var a = 1.0
        var x: View? = v
        while let view = x {
            a *= view.alpha
            x = view.superview
        }
        return a
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let i = a.intersection(b)
        return !i.isEmpty && i.width > tolerance && i.height > tolerance
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
            && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
    }

    // MARK: The rules

    private mutating func check() {
        let opaque = entries.filter(LayoutAudit.isOpaque)
        let items = entries.filter { e in
            guard LayoutAudit.isItem(e.view), e.frame.width > 0, e.frame.height > 0 else { return false }
            let onScreen = LayoutAudit.extent(e, seenFrom: nil).intersection(window.bounds)
            return onScreen.isNull || !opaque.contains { o in
                o.order > e.order && !e.view.isDescendant(of: o.view) && !o.view.isDescendant(of: e.view) && LayoutAudit.contains(o.frame, onScreen)
            }
        }
        // Those that can be seen, scrolling included.
        let shown = items.filter { LayoutAudit.overlaps($0.frame, $0.reach) }
        for (i, a) in shown.enumerated() {
            for b in shown[(i + 1)...] where !a.view.isDescendant(of: b.view) && !b.view.isDescendant(of: a.view)
                && LayoutAudit.presentation(of: a.view) === LayoutAudit.presentation(of: b.view) {
                if LayoutAudit.overlaps(LayoutAudit.extent(a, seenFrom: b.view), LayoutAudit.extent(b, seenFrom: a.view)) {
                    problems.append("\(describe(a.view)) overlaps \(describe(b.view))")
                }
            }
        }
        for e in items where LayoutAudit.isText(e.view) || LayoutAudit.isControl(e.view) {
            if !LayoutAudit.contains(e.reach, e.frame) {
                problems.append("\(describe(e.view)) at \(text(e.frame)) is outside \(text(e.reach))")
            }
            if let label = e.view as? Label, case .text(let drawn) = label.layer.contents, let measurer = window.textMeasurer {
                let size = measurer.measure(drawn)
                if size.width > label.bounds.width + LayoutAudit.tolerance || size.height > label.bounds.height + LayoutAudit.tolerance {
                    problems.append("\(describe(label)) is cut: its text needs \(text(size)), it has \(text(label.bounds.size))")
                }
            }
        }
        for e in entries where e.view is ScrollView && LayoutAudit.overlaps(e.frame, e.reach) && !LayoutAudit.contains(e.reach, e.frame) {
            problems.append("\(describe(e.view)) at \(text(e.frame)) is outside \(text(e.reach))")
        }
    }

    // MARK: Words

    private func describe(_ v: View) -> String {
        "\(type(of: v)) \"\(firstText(v) ?? "")\""
    }

    private func firstText(_ v: View) -> String? {
        if let label = v as? Label, case .text(let t) = label.layer.contents { return t.string }
        for s in v.subviews where !s.isHidden {
            if let t = firstText(s) { return t }
        }
        return nil
    }

    private func text(_ r: Rect) -> String { "(\(Int(r.minX)), \(Int(r.minY)), \(Int(r.width)) x \(Int(r.height)))" }
    private func text(_ s: Size) -> String { "\(Int(s.width.rounded(.up))) x \(Int(s.height.rounded(.up)))" }
}
