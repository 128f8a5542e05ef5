/// What `segue compare` was asked to do: two runs, each a replay described by its own
/// options (a session file today; other parameters for the same session later), each with
/// the label it is shown under, and the SVG to write.
public struct CompareOptions: Sendable {
    public struct Side: Sendable {
        public var replay: ReplayOptions
        public var label: String

        public init(replay: ReplayOptions, label: String) {
            self.replay = replay
            self.label = label
        }
    }

    public var a: Side
    public var b: Side
    /// The SVG file ("-": standard output).
    public var output: String

    public init(a: Side, b: Side, output: String) {
        self.a = a
        self.b = b
        self.output = output
    }
}
