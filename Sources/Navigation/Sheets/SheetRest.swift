/// Where a sheet let go comes to rest: at one of its detents, or dismissed.
public enum SheetRest: Sendable, Hashable {
    case detent(SheetDetent)
    case dismissed
}
