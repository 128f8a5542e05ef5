/// Every parameter a program knows, in the order the inspector and the schema list them;
/// names are unique (a repeated name keeps its first declaration).
public struct SpecCatalogue: Equatable, Sendable {
    public let parameters: [SpecParameter]
    private let index: [String: Int]

    public init(_ parameters: [SpecParameter]) {
        var index: [String: Int] = [:], kept: [SpecParameter] = []
        for p in parameters where index[p.name] == nil {
            index[p.name] = kept.count
            kept.append(p)
        }
        self.parameters = kept
        self.index = index
    }

    public static let empty = SpecCatalogue([])

    public subscript(name: String) -> SpecParameter? { index[name].map { parameters[$0] } }

    /// The parameter named `name`, or an error naming it (and the nearest known name).
    public func parameter(named name: String) throws(SpecError) -> SpecParameter {
        if let p = self[name] { return p }
        let hint = nearest(to: name).map { " (did you mean \($0)?)" } ?? ""
        throw SpecError(key: name, "unknown parameter\(hint)")
    }

    /// The parameters whose names start with `prefix` (a scene's own: "contacts.").
    public func parameters(prefix: String) -> [SpecParameter] { parameters.filter { $0.name.hasPrefix(prefix) } }

    public static func == (a: SpecCatalogue, b: SpecCatalogue) -> Bool { a.parameters == b.parameters }

    /// The known name closest to `name` by edit distance, when it is close (a typo).
    func nearest(to name: String) -> String? {
        let typed = Array(name.lowercased().utf8)
        let best = parameters.map { ($0.name, Self.distance(typed, Array($0.name.lowercased().utf8))) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= max(2, name.utf8.count / 4) else { return nil }
        return best.0
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
