/// How a shape's colour goes onto the picture.
enum PhotoBlend {
    /// Paint over: the colour replaces what is there by its coverage and opacity.
    case over
    /// Light: 1 - (1 - below)(1 - colour), for glows, lamps and bokeh.
    case screen
}
