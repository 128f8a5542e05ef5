import Navigation

extension SideBySideNavigationController {
    /// The pages that have an interactor, bottom to top.
    @_spi(Testing) public var interactivePages: [ViewController] { interactors.compactMap(\.page) }
}
