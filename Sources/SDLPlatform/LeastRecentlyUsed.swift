/// A cache of at most `capacity` values, the least recently used let go (through `evict`)
/// when another is put in: the open fonts, one per weight and pixel size, of which text under
/// an animated scale asks for a new size nearly every frame.
struct LeastRecentlyUsed<Key: Hashable, Value> {
    let capacity: Int
    private var values: [Key: Value] = [:]
    /// When each key was last used, by a counter.
    private var used: [Key: Int] = [:]
    private var clock = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { values.count }
    var all: Dictionary<Key, Value>.Values { values.values }

    /// The value for `key`, marked as just used.
    mutating func value(for key: Key) -> Value? {
        guard let v = values[key] else { return nil }
        clock += 1
        used[key] = clock
        return v
    }

    /// Puts `value` in; the least recently used goes to `evict` when the cache is full.
    mutating func insert(_ value: Value, for key: Key, evict: (Value) -> Void) {
        if values[key] == nil, values.count >= capacity, let oldest = used.min(by: { $0.value < $1.value })?.key {
            if let gone = values.removeValue(forKey: oldest) { evict(gone) }
            used[oldest] = nil
        }
        clock += 1
        values[key] = value
        used[key] = clock
    }

    mutating func removeAll() {
        values.removeAll()
        used.removeAll()
    }
}
