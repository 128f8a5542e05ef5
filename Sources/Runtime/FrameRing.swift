/// Elements oldest first, at most `capacity`: a ring, so adding to a full one drops the
/// oldest without moving the others (a `TransitionTimeline` keeps 1,200 frames, and shifting
/// them all along every frame was a few percent of a frame's time).
public struct FrameRing<Element>: RandomAccessCollection {
    private var storage: [Element] = []
    /// Where the oldest element is in `storage` once it is full.
    private var oldest = 0
    public let capacity: Int

    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < storage.count, "ring element \(position) out of 0..<\(storage.count)")
        let i = oldest + position
        return storage[i < storage.count ? i : i - storage.count]
    }

    /// Adds the newest element, dropping the oldest when full.
    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[oldest] = element
            oldest = oldest + 1 == capacity ? 0 : oldest + 1
        }
    }

    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        oldest = 0
    }
}
