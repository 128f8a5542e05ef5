import Views
import Navigation
import Runtime

extension SceneHarness {
    /// The running transition's moving page, after `frames` frames, frozen there and chosen
    /// in the layer inspector: what a person does to look at a transition's page.
    @discardableResult
    public func freezeAndInspectMovingPage(after frames: Int) throws -> View {
        guard let page = runningTransition?.movingViewController.view else { throw HarnessError("no transition is running") }
        run(frames: frames)
        freeze()
        driver.inspect(page.layer)
        return page
    }
}
