/// What a photo shows. Each family is drawn by its own painter and varied by the photo's
/// light, variant and seed.
public enum PhotoFamily: String, CaseIterable, Sendable {
    /// Mountains or rolling hills in layers, a sun or moon, a lake that mirrors them or a meadow.
    case landscape
    /// A skyline at dusk or night with lit windows, across a harbour or from a hill.
    case city
    /// Out-of-focus lights: discs of colour on a dark ground.
    case bokeh
    /// A field of lavender rows, poppies, sunflowers or tulip stripes under the sky.
    case flowers
    /// Open sea to the horizon, with waves, clouds and a glittering path, or a beach.
    case sea
    /// Desert dunes with lit and shaded faces and wind ripples.
    case dunes

    /// How many variants (compositions) the family's painter knows.
    public var variantCount: Int {
        switch self {
        case .landscape: 3
        case .city: 2
        case .bokeh: 3
        case .flowers: 4
        case .sea: 3
        case .dunes: 2
        }
    }

    /// What the viewer's information calls it.
    public var name: String {
        switch self {
        case .landscape: "Landscape"
        case .city: "City"
        case .bokeh: "Lights"
        case .flowers: "Flowers"
        case .sea: "Sea"
        case .dunes: "Dunes"
        }
    }
}
