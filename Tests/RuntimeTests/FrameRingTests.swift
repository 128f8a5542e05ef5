import Runtime
import Testing

/// A transition timeline's frames: oldest first, the oldest dropped once full, in order
/// whatever the turn of the ring.
@Suite struct FrameRingTests {
    @Test func aFullRingDropsTheOldestAndKeepsTheOrder() {
        var ring = FrameRing<Int>(capacity: 5)
        for n in 0..<3 { ring.append(n) }
        #expect(Array(ring) == [0, 1, 2])
        for n in 3..<13 { ring.append(n) }
        #expect(Array(ring) == [8, 9, 10, 11, 12])
        #expect(ring.count == 5 && ring.first == 8 && ring.last == 12 && ring[2] == 10)
        ring.removeAll()
        #expect(ring.isEmpty)
        ring.append(42)
        #expect(Array(ring) == [42])
    }
}
