/// Where a layer track's animations begin and end over a transition's frames: its curve
/// segments (each run of frames one set of animations drives, the curve of each animation)
/// and its keyframes (where a segment begins, and where one ends without another taking
/// over: the value it landed on). Found from the animations each frame's snapshot holds.
public struct TrackMarks: Equatable, Sendable {
    public var keyframes: [Int] = []
    public var segments: [ClosedRange<Int>] = []

    public init() {}

    /// `drivers[k]`: the animations (by serial) that drove the property at frame `k`, empty
    /// when none did, nil when the layer was not in the tree.
    public init(drivers: [Set<Int>?]) {
        var start: Int?
        for k in drivers.indices {
            let now = drivers[k] ?? [], before = k > 0 ? drivers[k - 1] ?? [] : []
            guard now != before || k == 0 else { continue }
            if let s = start {
                segments.append(s...(k - 1))
                if now.isEmpty { keyframes.append(k) }
                start = nil
            }
            if !now.isEmpty {
                start = k
                keyframes.append(k)
            }
        }
        if let s = start { segments.append(s...(drivers.count - 1)) }
    }
}
