extension PhotoPagerView {
    /// The pictures whose pages exist, in order.
    @_spi(Testing) public var loadedIndices: [Int] { pages.keys.sorted() }
}
