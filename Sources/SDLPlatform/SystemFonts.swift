import CFontconfig

/// The system's fonts as fontconfig knows them (the fonts every desktop app finds, wherever
/// the distribution put them), not a list of paths: DejaVu Sans and its bold face.
public enum SystemFonts {
    /// The family Segue draws with: the render references, the layout audit and the recorded
    /// sessions' digests (text sizes lay pages out) all assume it.
    public static let family = "DejaVu Sans"

    /// The file of `family` (bold or not) in `config` (nil: the system's configuration), or
    /// nil when fontconfig has no such face (it would offer another family in its place).
    public static func file(bold: Bool = false, config: OpaquePointer? = nil) -> String? {
        guard FcInit() != 0 else { return nil }
        guard let pattern = FcNameParse(family + (bold ? ":weight=bold" : "")) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(match) }
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(match, key, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        // A match of another family is fontconfig's nearest substitute, not DejaVu Sans.
        guard string("family") == family, let path = string("file") else { return nil }
        if bold {
            var weight: Int32 = 0
            guard FcPatternGetInteger(match, "weight", 0, &weight) == FcResultMatch, weight >= FC_WEIGHT_BOLD else { return nil }
        }
        return path
    }

    /// What fontconfig offers for `family` instead, for the message when it has no DejaVu Sans.
    public static func nearest(config: OpaquePointer? = nil) -> String {
        guard FcInit() != 0, let pattern = FcNameParse(family) else { return "fontconfig could not be initialised" }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result), result == FcResultMatch else { return "fontconfig knows no fonts at all" }
        defer { FcPatternDestroy(match) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "family", 0, &value) == FcResultMatch, let value else { return "fontconfig matched a font with no family" }
        return "fontconfig's nearest is \(String(cString: value))"
    }
}
