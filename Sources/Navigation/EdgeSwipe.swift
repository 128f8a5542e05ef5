/// The interactive pop in progress: who drives it, where it started, and which way a
/// rightward drag moves it (+1 for a pop, -1 for a push caught in flight).
@MainActor
struct EdgeSwipe {
    let interaction: PercentDrivenInteractiveTransition
    let startProgress: Double
    let sign: Double
}
