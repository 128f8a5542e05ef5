import Navigation
import Views
import Foundation

/// What the layer inspector's list calls views that their type alone does not tell apart
/// (a plain `View` most of all): a controller's view by its controller and title, a view a
/// controller or an enclosing view keeps in a property by that property's name.
@MainActor
public struct ViewNames {
    private var names: [ObjectIdentifier: String] = [:]

    /// Names from the controllers under `roots` (navigation stacks, tabs, presented pages).
    public init(controllers roots: [ViewController]) {
        for root in roots { visit(root) }
    }

    private mutating func visit(_ controller: ViewController) {
        let owner = String(describing: type(of: controller)) + (controller.title.map { " “\($0)”" } ?? "")
        if let view = controller.viewIfLoaded, names[ObjectIdentifier(view)] == nil { names[ObjectIdentifier(view)] = "view of " + owner }
        for (property, view) in ViewNames.views(keptBy: controller) where names[ObjectIdentifier(view)] == nil {
            names[ObjectIdentifier(view)] = property + " of " + owner
        }
        if let nav = controller as? NavigationController { nav.viewControllers.forEach { visit($0) } }
        if let tabs = controller as? TabBarController { tabs.viewControllers.forEach { visit($0) } }
        if let presented = controller.presentedViewController { visit(presented) }
    }

    /// What `view` is called beside its type: its controller's or its keeper's name, or the
    /// property of the nearest enclosing view (up to three up) that keeps it.
    public func name(of view: View) -> String? {
        if let name = names[ObjectIdentifier(view)] { return name }
        var keeper = view.superview
        for _ in 0..<3 {
            guard let k = keeper else { break }
            if let property = ViewNames.views(keptBy: k).first(where: { $0.view === view })?.property { return property }
            keeper = k.superview
        }
        return nil
    }

    /// `View`'s own properties that hold its tree.
    static let treePropertyNames: Set<String> = ["subviews", "superview"]

    /// The views an object keeps in its stored properties (its superclasses' included), by
    /// property name (a lazy property by its own, an array's element as `name[i]`).
    static func views(keptBy object: AnyObject) -> [(property: String, view: View)] {
        var found: [(String, View)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children {
                // A view's own tree (its subviews) names nothing.
                guard let label = child.label?.replacingOccurrences(of: "$__lazy_storage_$_", with: ""), !ViewNames.treePropertyNames.contains(label) else { continue }
                if let view = child.value as? View { found.append((label, view)) }
                if let views = child.value as? [View] { found += views.enumerated().map { ("\(label)[\($0.offset)]", $0.element) } }
            }
            mirror = m.superclassMirror
        }
        return found
    }
}
