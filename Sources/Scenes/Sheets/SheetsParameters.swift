import Motion
import Navigation

/// The Sheets scene's own parameters: its tabs' slide and the release of a swipe between
/// tabs. The sheet's are the navigation's (`SheetParameters`, `navigation.sheet.*`).
@_spi(Testing) public enum SheetsParameters {
    @_spi(Testing) public static let tabDuration = SpecParameter.seconds("sheets.tab.duration", 0.35,
        "A switch between tabs: the page arriving slides in from the side of its tab as the other slides out.")
    static let tabCurve = SpecParameter.curve("sheets.tab.curve", CubicBezier(0.2, 0.8, 0.2, 1), "The curve of a switch between tabs that runs by itself.")
    static let tabThreshold = SpecParameter.number("sheets.tab.release.threshold", ReleaseRule.threshold, .progress, 0.01...0.99,
        "How far the projected position of a swipe between tabs must reach to switch.")
    static let tabProjectionTime = SpecParameter.seconds("sheets.tab.release.projection-time", ReleaseRule.projectionTime, range: 0...2,
        "Seconds of travel at the release velocity added to a swipe's position before comparing it with the threshold.")

    @_spi(Testing) public static let all = [tabDuration, tabCurve, tabThreshold, tabProjectionTime]
}
