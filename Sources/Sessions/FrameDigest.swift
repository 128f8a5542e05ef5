import Compositor
import Geometry

/// A frame's state as a short hash: the presentation layer tree (geometry, opacity,
/// transforms, corner radius, dimming, colours, mask transforms, visible text) and the
/// navigation state, with values rounded to 1/1000, so the same input gives the same digest
/// on any renderer, with or without pixels, on any machine. Written as "n<hash>-t<hash>" so a
/// mismatch can say which part differs.
public struct FrameDigest: Equatable, Sendable {
    public let navigation: UInt64
    public let tree: UInt64

    /// Hashes the tree under `root`, then those in `over` (pages presented over the scene).
    /// With a cache, subtrees whose drawing has not changed
    /// since the last frame (their `subtreeVersion` is the same) are not walked again.
    @MainActor
    public init(root: Layer, over: [Layer] = [], navigationState: [String], cache: DigestCache? = nil) {
        var n = FNV1a()
        for s in navigationState { n.add(s) }
        navigation = n.value
        var t = FNV1a()
        FrameDigest.add(root, to: &t, cache)
        for layer in over { FrameDigest.add(layer, to: &t, cache) }
        tree = t.value
    }

    @MainActor
    private static func add(_ root: Layer, to t: inout FNV1a, _ cache: DigestCache?) {
        addPlacement(root, to: &t)
        t.add(raw: subtree(root, cache))
    }

    public init?(_ text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 2, parts[0].first == "n", parts[1].first == "t",
            let a = UInt64(parts[0].dropFirst(), radix: 16), let b = UInt64(parts[1].dropFirst(), radix: 16)
        else { return nil }
        navigation = a
        tree = b
    }

    public var text: String { "n" + String(navigation, radix: 16) + "-t" + String(tree, radix: 16) }

    /// What differs between two digests, in words.
    public func difference(from other: FrameDigest) -> String? {
        if navigation != other.navigation { return "the navigation state (stack, presented controller or transition)" }
        if tree != other.tree { return "the layer tree (geometry, opacity, transforms, colours or text)" }
        return nil
    }

    /// Where a layer sits in its superlayer and how it is composited.
    @MainActor
    private static func addPlacement(_ layer: Layer, to h: inout FNV1a) {
        guard !layer.isHidden else { return h.add(-1) }
        let v = layer.presentation
        h.add(v.position.x); h.add(v.position.y)
        h.add(v.transform.a); h.add(v.transform.b); h.add(v.transform.c); h.add(v.transform.d); h.add(v.transform.tx); h.add(v.transform.ty)
        h.add(v.opacity); h.add(v.dimming)
        h.add(layer.anchorPoint.x); h.add(layer.anchorPoint.y)
    }

    /// A layer's own drawing and its sublayers', placement included.
    @MainActor
    private static func subtree(_ layer: Layer, _ cache: DigestCache?) -> UInt64 {
        let id = ObjectIdentifier(layer)
        if let cache, let e = cache.entries[id], e.version == layer.subtreeVersion, e.serial == layer.serial { return e.hash }
        var h = FNV1a()
        let v = layer.presentation
        h.add(v.bounds.origin.x); h.add(v.bounds.origin.y); h.add(v.bounds.width); h.add(v.bounds.height)
        h.add(v.cornerRadius)
        h.add(v.backgroundColor.red); h.add(v.backgroundColor.green); h.add(v.backgroundColor.blue); h.add(v.backgroundColor.alpha)
        if case .text(let text) = layer.contents { h.add(text.string) }
        if let mask = layer.mask {
            let m = mask.presentation.transform
            h.add(m.a); h.add(m.b); h.add(m.c); h.add(m.d); h.add(m.tx); h.add(m.ty)
        }
        h.add(Double(layer.sublayers.count))
        for sub in layer.sublayers {
            addPlacement(sub, to: &h)
            if !sub.isHidden { h.add(raw: subtree(sub, cache)) }
        }
        cache?.entries[id] = DigestCache.Entry(serial: layer.serial, version: layer.subtreeVersion, hash: h.value)
        return h.value
    }
}

/// Subtree hashes from earlier frames, reused while a subtree's version is unchanged.
@MainActor
public final class DigestCache {
    struct Entry {
        let serial: UInt64
        let version: UInt64
        let hash: UInt64
    }

    var entries: [ObjectIdentifier: Entry] = [:]

    public init() {}
}

/// 64-bit FNV-1a over rounded numbers and strings.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func byte(_ b: UInt8) {
        value ^= UInt64(b)
        value = value &* 0x100_0000_01b3
    }

    /// A number rounded to 1/1000 (non-finite values hash as a marker).
    mutating func add(_ d: Double) {
        let r: Int64 = d.isFinite ? Int64(max(-9e15, min(9e15, (d * 1000).rounded()))) : Int64.min
        var bits = UInt64(bitPattern: r)
        for _ in 0..<8 {
            byte(UInt8(bits & 0xFF))
            bits >>= 8
        }
    }

    mutating func add(raw value: UInt64) {
        var bits = value
        for _ in 0..<8 {
            byte(UInt8(bits & 0xFF))
            bits >>= 8
        }
    }

    mutating func add(_ s: String) {
        for b in s.utf8 { byte(b) }
        byte(0)
    }
}
