extension SessionSummary {
    /// What differs from another summary, one phrase per field ("frames: 240 recorded,
    /// 238 replayed"); empty when they are equal.
    public func differences(fromRecorded recorded: SessionSummary) -> [String] {
        var out: [String] = []
        func check<T: Equatable>(_ name: String, _ mine: T, _ theirs: T, _ show: (T) -> String) {
            if mine != theirs { out.append("\(name): \(show(theirs)) recorded, \(show(mine)) replayed") }
        }
        check("scene", scene, recorded.scene) { $0.jsonQuoted }
        check("stack", stack, recorded.stack) { "[" + $0.map(\.jsonQuoted).joined(separator: ",") + "]" }
        check("presented", presented, recorded.presented) { $0?.jsonQuoted ?? "null" }
        check("transitions completed", completedTransitions, recorded.completedTransitions) { "\($0)" }
        check("transitions cancelled", cancelledTransitions, recorded.cancelledTransitions) { "\($0)" }
        check("frames", frames, recorded.frames) { "\($0)" }
        return out
    }
}
