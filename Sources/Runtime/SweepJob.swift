/// One replay of a sweep, as the parent hands it to a worker process (a JSON line on the
/// worker's stdin): the hand, the grid point's `--set` settings, and the point's values.
public struct SweepJob: Codable, Equatable, Sendable {
    public var hand: String
    public var settings: [String]
    public var params: [String: Double]

    public init(hand: String, settings: [String], params: [String: Double]) {
        self.hand = hand
        self.settings = settings
        self.params = params
    }
}
