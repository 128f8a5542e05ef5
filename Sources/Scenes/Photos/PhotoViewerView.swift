import Geometry
import Views
import Compositor

/// The viewer's view: black, the pages filling it, and a Done button at the top left, a
/// small pill of translucent black that reads over a bright sky as over a night.
@MainActor
@_spi(Testing) public final class PhotoViewerView: View {
    @_spi(Testing) public let pager: PhotoPagerView
    @_spi(Testing) public let closeButton = Button(title: "Done", color: Color(white: 0, alpha: 0.55), titleColor: .white, font: .bold(15))

    init(pager: PhotoPagerView) {
        self.pager = pager
        super.init()
        backgroundColor = .black
        addSubview(pager)
        addSubview(closeButton)
    }

    public override func layoutSubviews() {
        pager.frame = bounds
        let title = closeButton.titleLabel.sizeThatFits(bounds.size)
        let height = 34.0
        closeButton.frame = Rect(x: 12, y: 12, width: (title.width + 28).rounded(.up), height: height)
        closeButton.cornerRadius = height / 2
    }
}
