/// One replay of a sweep, as the parent hands it to a worker process (a JSON line on the
/// worker's stdin): the hand, the platform physics preset (`--physics`, or none), the grid
/// point's `--set` settings, and the point's values. The worker applies the preset's
/// assignments before the settings, as `segue replay --physics P --set ...` does.
public struct SweepJob: Codable, Equatable, Sendable {
    public var hand: String
    public var physics: String?
    public var settings: [String]
    public var params: [String: Double]

    public init(hand: String, physics: String? = nil, settings: [String], params: [String: Double]) {
        self.hand = hand
        self.physics = physics
        self.settings = settings
        self.params = params
    }
}
