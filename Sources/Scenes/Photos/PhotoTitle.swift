/// The words photo titles are made of: a subject that names what the picture shows (by
/// family and variant) and a phrase for its light, "Harbour" + "at dawn".
enum PhotoTitle {
    /// Subjects for each family, one list per variant.
    static func subjects(_ family: PhotoFamily, variant: Int) -> [String] {
        switch (family, variant) {
        case (.landscape, 0):
            [
                "Mountain lake", "Alpine tarn", "Glacier lake", "Still water", "Fjord", "Lake below the peaks", "Reservoir",
                "Mirror lake",
            ]
        case (.landscape, 1):
            ["Rolling hills", "Meadow", "Highlands", "Moorland", "Valley", "Upland pasture", "Vineyard hills", "Foothills"]
        case (.landscape, _):
            ["Snowy peaks", "Mountain pass", "Ridge walk", "The range", "High valley", "Summit view", "North face"]
        case (.city, 0): ["Harbour", "Waterfront", "Riverside", "Old port", "Marina", "Quayside", "Docklands"]
        case (.city, _): ["Skyline", "Downtown", "City lights", "View from the hill", "Towers", "Midtown", "The city"]
        case (.bokeh, 0): ["Festival lights", "Lanterns", "Market lights", "Fairy lights", "Christmas market", "Garden party"]
        case (.bokeh, 1): ["Traffic", "Street lamps", "Rain on the windscreen", "Tail lights", "Crossroads", "Tram stop"]
        case (.bokeh, _): ["Neon", "Concert lights", "Dance floor", "Arcade", "Night bus", "Club lights"]
        case (.flowers, 0): ["Lavender field", "Lavender rows", "Provence", "Purple rows"]
        case (.flowers, 1): ["Poppies", "Poppy meadow", "Wild poppies", "Red field", "Field edge"]
        case (.flowers, 2): ["Sunflowers", "Sunflower field", "Tall sunflowers", "Late summer"]
        case (.flowers, _): ["Tulip fields", "Bulb fields", "Tulip stripes", "Spring colours"]
        case (.sea, 0): ["Open sea", "Horizon", "Calm sea", "Offshore", "The crossing", "Sea and sky", "From the ferry"]
        case (.sea, 1): ["Beach", "Sandy cove", "Shoreline", "Low tide", "Bay", "Surf", "Empty beach"]
        case (.sea, _): ["Lighthouse", "Headland", "Lighthouse point", "Cliff path", "Sea wall", "The cape"]
        case (.dunes, 0): ["Dunes", "Sand sea", "Dune ridge", "Desert", "Red dunes", "Crossing the erg"]
        case (.dunes, _): ["Desert camp view", "Dune field", "Sand waves", "Desert crest", "Wind ripples", "Deep desert"]
        }
    }

    /// Phrases for each light, read after the subject.
    static func phrases(_ light: PhotoLight) -> [String] {
        switch light {
        case .dawn: ["at dawn", "at first light", "before sunrise", "early morning", "at daybreak"]
        case .day: ["at noon", "in the afternoon", "on a clear day", "in summer", "in the morning sun", "midday"]
        case .goldenHour: ["in the golden hour", "late afternoon", "in evening sun", "in warm light", "before sundown"]
        case .sunset: ["at sunset", "at dusk", "at sundown", "after sunset", "in the last light"]
        case .blueHour: ["at blue hour", "at twilight", "in the evening", "after dark falls"]
        case .night: ["at night", "by moonlight", "after dark", "under the stars", "at midnight"]
        }
    }

    /// A title such as "Harbour at dawn".
    static func make(_ family: PhotoFamily, variant: Int, light: PhotoLight, random: inout PhotoRandom) -> String {
        let subject = random.pick(subjects(family, variant: variant))
        let phrase = random.pick(phrases(light))
        return "\(subject) \(phrase)"
    }
}
