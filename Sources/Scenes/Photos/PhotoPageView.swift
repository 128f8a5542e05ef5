import Compositor
import Geometry
import Views

/// One picture in the viewer: a vertical scroll view whose first screen is the picture,
/// fitted whole to the page (the window) and centred on black, and whose content goes on
/// below the window with the picture's information (`PhotoInfoView`), reached by scrolling
/// the page up. It starts at offset 0, the picture filling the window.
///
/// The picture is drawn for the pixels it covers (`pictureSide(scale:)`) and copied one to
/// one. Its frame is whole points, its long side a multiple of the shape's step, so its
/// short side is whole too and the frame is the same at every pixel density (a session's
/// digest covers it).
///
/// Its drag is the scroll view's own (`dragBegan`, `dragMoved(translation:)`,
/// `dragEnded(velocity:)` are not overridden here), so a later dismissal that moves the
/// picture as a card can take the drag over from it.
@MainActor
public final class PhotoPageView: ScrollView {
    /// The picture, at `pictureFrame`.
    public let pictureView = ImageView(image: nil)
    @_spi(Testing) public let info = PhotoInfoView()
    /// The picture it shows, if any.
    public private(set) var photo: Photo?
    /// The long side, in pixels, of the picture drawn into `pictureView` (nil: none yet).
    private(set) var drawnSide: Int?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .black
        addSubview(pictureView)
        addSubview(info)
        info.isHidden = true
    }

    /// Shows `photo` from the top, without its picture until `setPicture` brings it.
    func show(_ photo: Photo) {
        self.photo = photo
        pictureView.image = nil
        drawnSide = nil
        setContentOffset(.zero)
        setNeedsLayout()
    }

    /// Shows nothing (a page put aside for reuse).
    func clear() {
        photo = nil
        pictureView.image = nil
        drawnSide = nil
        setContentOffset(.zero)
    }

    /// The picture drawn for this page, `side` pixels along its long side.
    func setPicture(_ image: Image, side: Int) {
        pictureView.image = image
        drawnSide = side
    }

    /// Whether the picture is missing, or was drawn for other pixels than it covers now
    /// (the window was resized, or moved to another display): then it shows stretched until
    /// it is drawn again.
    func needsPicture(scale: Double) -> Bool {
        photo != nil && drawnSide != pictureSide(scale: scale)
    }

    @_spi(Testing) public var hasPicture: Bool { pictureView.image != nil }

    /// The picture's long side in pixels at `scale`, for the page's size now.
    func pictureSide(scale: Double) -> Int {
        guard let photo else { return 0 }
        let f = PhotoPageView.pictureFrame(of: photo.aspect, in: bounds.size)
        return max(1, Int((max(f.width, f.height) * (scale.isFinite && scale > 0 ? scale : 1)).rounded()))
    }

    /// Where the picture shows, in the page's content: fitted whole into the page's first
    /// screen (`size`), centred, in whole points.
    public var pictureFrame: Rect {
        guard let photo else { return .zero }
        return PhotoPageView.pictureFrame(of: photo.aspect, in: bounds.size)
    }

    /// A picture of shape `aspect` fitted whole into `size` and centred: the largest long
    /// side in whole points that is a multiple of the shape's step and fits.
    @_spi(Testing) public static func pictureFrame(of aspect: PhotoAspect, in size: Size) -> Rect {
        let ratio = aspect.ratio, step = Double(aspect.longSideStep)
        guard size.width >= 1, size.height >= 1 else { return .zero }
        let fitLong = ratio >= 1 ? min(size.width, size.height * ratio) : min(size.height, size.width / ratio)
        let long = fitLong >= step ? (fitLong / step).rounded(.down) * step : fitLong
        let short = (long / max(ratio, 1 / ratio)).rounded()
        let w = ratio >= 1 ? long : short, h = ratio >= 1 ? short : long
        return Rect(x: ((size.width - w) / 2).rounded(.down), y: ((size.height - h) / 2).rounded(.down), width: w, height: h)
    }

    public override func layoutSubviews() {
        let size = bounds.size
        pictureView.frame = pictureFrame
        if let photo { info.show(photo, shown: pictureView.frame.size) }
        let infoHeight = info.height(forWidth: size.width)
        info.frame = Rect(x: 0, y: size.height, width: size.width, height: infoHeight)
        contentHeight = size.height + infoHeight
        showInfoWhenInSight()
    }

    public override func didScroll() { showInfoWhenInSight() }

    /// The information is drawn only while some of it is in sight (at offset 0 it is wholly
    /// below the window).
    private func showInfoWhenInSight() {
        let hidden = info.frame.minY >= contentOffset.y + bounds.height
        if info.isHidden != hidden { info.isHidden = hidden }
    }
}
