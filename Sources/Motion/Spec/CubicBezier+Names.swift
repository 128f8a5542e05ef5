/// The named curves a spec may give by name instead of control points.
extension CubicBezier {
    public static let named: [(name: String, curve: CubicBezier)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut), ("default", .default),
    ]

    public static func named(_ name: String) -> CubicBezier? { named.first { $0.name == name }?.curve }

    /// The name of a curve that has one.
    public static func name(of curve: CubicBezier) -> String? { named.first { $0.curve == curve }?.name }
}
