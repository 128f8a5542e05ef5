/// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`): about half
/// the container (`medium`) or all of it but a gap at the top (`large`). Ordered from the
/// smallest to the largest.
public enum SheetDetent: String, Sendable, Hashable, CaseIterable, Comparable {
    case medium
    case large

    public static func < (a: SheetDetent, b: SheetDetent) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
