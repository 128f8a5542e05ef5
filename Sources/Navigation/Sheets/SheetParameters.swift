import Motion

/// A sheet's parameters (`SheetViewController`): how it comes and goes, its detents, its
/// dimming and its corners. Its projection and rubber band are the scroll view's
/// (`scroll.deceleration-rate`, `scroll.rubber-band`), so a physics preset sets them too, and
/// a sheet let go between detents moves on the release spring (`navigation.release.*`).
public enum SheetParameters {
    public static let duration = SpecParameter.seconds("navigation.sheet.duration", 0.5,
        "A sheet sliding up to its detent when presented, or down off screen when dismissed (a drag let go runs on the release spring).")
    public static let curve = SpecParameter.curve("navigation.sheet.curve", CubicBezier(0.2, 0.8, 0.2, 1),
        "The curve of a sheet's presentation and dismissal when they run by themselves.")
    public static let mediumFraction = SpecParameter.number("navigation.sheet.medium-height", 0.5, .ratio, 0.2...0.8,
        "The share of the window a sheet at its medium detent covers.")
    public static let largeTopGap = SpecParameter.number("navigation.sheet.large-top-gap", 40, .points, 0...200,
        "The gap above a sheet at its large detent, where what it covers still shows.")
    public static let dimming = SpecParameter.number("navigation.sheet.dimming", 0.4, .ratio, 0...1,
        "How dark what is behind a sheet gets at its large detent; lower, it dims in proportion to the sheet's height.")
    public static let cornerRadius = SpecParameter.number("navigation.sheet.corner-radius", 10, .points, 0...40,
        "The radius of a sheet's top corners.")
    public static let backdropScale = SpecParameter.number("navigation.sheet.backdrop-scale", 0.92, .ratio, 0.5...1,
        "How small the page behind a sheet gets at its large detent, its corners rounded as the sheet's (from the medium height up, in proportion; not under reduce motion).")

    public static let all: [SpecParameter] = [duration, curve, mediumFraction, largeTopGap, dimming, cornerRadius, backdropScale]
}
