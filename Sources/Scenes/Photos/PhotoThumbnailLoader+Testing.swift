extension PhotoThumbnailLoader {
    /// Whether `index` waits for its thumbnail (its cell shows the mean colour).
    @_spi(Testing) public func isWaiting(_ index: Int) -> Bool { waiting.contains(index) }
}
