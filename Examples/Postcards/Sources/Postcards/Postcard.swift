import Geometry

/// One postcard: where it is from, its colour, and what it says.
struct Postcard: Equatable, Sendable {
    let place: String
    let colour: Color
    let message: String

    static let all = [
        Postcard(place: "Lisbon", colour: Color(hex: 0xE07A5F), message: "Trams up every hill, and the light at six is gold."),
        Postcard(place: "Reykjavik", colour: Color(hex: 0x3D5A80), message: "Wind all day; the pools are warm. Saw the lights on Tuesday."),
        Postcard(place: "Kyoto", colour: Color(hex: 0x81B29A), message: "Moss gardens, quiet streets, and far too much tea."),
        Postcard(place: "Oaxaca", colour: Color(hex: 0xC9953A), message: "Markets from seven. The mole is worth the trip alone."),
        Postcard(place: "Tromsø", colour: Color(hex: 0x6D597A), message: "Noon looks like dusk. Everyone skis to work."),
    ]
}
