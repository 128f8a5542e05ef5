/// Which page a release lands on, along one axis, pages being `pageLength` apart (the
/// view's width or height) and the last one ending at the content's end. A release moving
/// faster than `flickSpeed` turns to the next page in its direction (from where it shows:
/// never more than one page), a slower one goes to the nearest (so a drag past half a
/// page turns it); it then springs there from the release velocity (`BounceBack`).
public enum Paging {
    /// The speed that turns a page however short the drag (points per second): about
    /// 5 pt a frame at 60 Hz, a deliberate flick rather than the drift of a hand letting go.
    public static let flickSpeed = 300.0

    /// The number of pages `contentLength` makes (at least one).
    public static func pageCount(contentLength: Double, pageLength: Double) -> Int {
        guard pageLength > 0, contentLength.isFinite, contentLength > pageLength else { return 1 }
        let n = (contentLength / pageLength - 1e-9).rounded(.up)
        return n < Double(Int32.max) ? max(1, Int(n)) : Int(Int32.max)
    }

    /// The page a release at `offset` moving at `velocity` lands on, in 0..<pageCount.
    public static func targetPage(offset: Double, velocity: Double, pageLength: Double, pageCount: Int, flickSpeed: Double = Paging.flickSpeed) -> Int {
        guard pageLength > 0, offset.isFinite, pageCount > 1 else { return 0 }
        let position = offset / pageLength
        let page: Double
        if velocity.isFinite && velocity > flickSpeed {
            page = position.rounded(.down) + 1
        } else if velocity.isFinite && velocity < -flickSpeed {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        return Int(min(max(page, 0), Double(pageCount - 1)))
    }

    /// Where page `page` starts: its multiple of the page length, the last page ending with
    /// the content (`maxOffset`).
    public static func offset(ofPage page: Int, pageLength: Double, maxOffset: Double) -> Double {
        min(max(0, Double(page) * pageLength), max(0, maxOffset))
    }
}
