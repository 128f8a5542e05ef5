/// Handing a driver to the transition a controller is about to start, by its
/// `interactionController` slot: registered for the moment `start` runs, taken by the
/// transition that begins, withdrawn when none does.
extension ViewController {
    /// Runs `start` (a push or pop on a navigation controller, a present or dismiss on the
    /// presenting controller) with `driver` registered, and returns it when the transition
    /// that began took it and runs under it; nil when none did.
    @discardableResult
    public func runInteractively<Driver: PercentDrivenInteractiveTransition>(_ driver: Driver, _ start: () -> Void) -> Driver? {
        interactionController = driver
        start()
        guard interactionController !== driver else {
            interactionController = nil
            return nil
        }
        return driver.isActive ? driver : nil
    }

    /// The registered interaction controller, taken by the transition starting now.
    func takeInteractionController() -> InteractiveTransitioning? {
        defer { interactionController = nil }
        return interactionController
    }
}
