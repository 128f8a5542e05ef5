import Testing

/// The demos under random input (see `SceneSequence`): however it is clicked, keyed, dragged
/// and grabbed, each scene settles whole, and is whole whenever no transition runs.
@MainActor
@Suite struct SceneRandomInputTests {
    @Test(arguments: ["logo-reveal", "side-by-side", "contacts", "modal-zoom", "photos"], [UInt64(7), 2718, 99])
    func randomInputLeavesTheSceneWhole(scene: String, seed: UInt64) throws {
        let sequence = try SceneSequence(scene: scene, seed: seed)
        for _ in 0..<300 {
            sequence.act()
            if !sequence.failures.isEmpty { break }
        }
        if sequence.failures.isEmpty { sequence.finish() }
        #expect(sequence.failures.isEmpty, "\(scene) after \(sequence.trail.suffix(10).joined(separator: "; ")): \(sequence.failures.joined(separator: "; "))")
        // It did what it is for: transitions ran and were grabbed.
        #expect(!sequence.failures.isEmpty || sequence.transitions >= 5 && sequence.grabs >= 5, "\(sequence.transitions) transitions, \(sequence.grabs) grabs")
    }
}
