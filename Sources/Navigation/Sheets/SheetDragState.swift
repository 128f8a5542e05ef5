/// A drag on a sheet in progress: where the card's top was when it began, the top its
/// translation counts from (unbanded; the smallest detent once a dismissal was given back),
/// whether a scroll view handed it over, the speed of a detent change it caught, how far the
/// pointer has taken the top, and the dismissal it holds once pulled below the smallest detent.
struct SheetDragState {
    let startTop: Double
    let originTop: Double
    let fromScroll: Bool
    /// The speed (points per second, down positive) of the move between detents the press
    /// caught; nil when the sheet was at rest.
    let caughtVelocity: Double?
    var rawTop: Double
    var moved = false
    var dismissal: InteractiveDrag?
}
