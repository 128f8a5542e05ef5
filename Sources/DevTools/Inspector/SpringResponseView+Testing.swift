import Views
extension SpringResponseView {
    /// What the caption under the response says.
    @_spi(Testing) public var captionText: String { caption.text }
}
