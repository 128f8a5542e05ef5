extension SessionSummary {
    /// The summary as one JSON object with, for a replay under other parameters, the inputs
    /// that came in another state than recorded (`departures`, an empty list when none did).
    public func json(departures: [InputDelivery]?) -> String {
        guard let departures else { return json }
        return String(json.dropLast()) + ",\"departures\":[" + departures.map(\.json).joined(separator: ",") + "]}"
    }
}
