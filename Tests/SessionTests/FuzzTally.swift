/// What a fuzz run saw: how each case ended, which mutations it applied and with what
/// outcome, how long it took, and every broken promise (as text, checked by the test).
struct FuzzTally: Sendable {
    var cases = 0
    var accepted = 0
    var rejected = 0
    var truncated = 0
    /// Rejections that named a field's limit ("must be ...").
    var limitRejections = 0
    var applied: [MutationKind: Int] = [:]
    var acceptedWith: [MutationKind: Int] = [:]
    var rejectedWith: [MutationKind: Int] = [:]
    var sources: Set<String> = []
    var slowestCase: Duration = .zero
    var elapsed: Duration = .zero
    var failures: [String] = []

    var summary: String {
        "\(cases) cases from \(sources.count) sessions: \(accepted) accepted (\(truncated) of them cut off), \(rejected) rejected "
            + "(\(limitRejections) at a field's limit); \(elapsed) in all, slowest case \(slowestCase)"
    }
}
