import Host
import Outputs
import Sessions

/// A recorded hand sealed again by this build: the session replayed without pixels, and each
/// frame line's digest replaced by the one this build computes for it, every other byte of
/// the file kept. For a change in what a scene shows (a background, where a layer sits) that
/// leaves what the hand does alone: the replay must still end where the end line says (the
/// stack, what is presented, how many transitions finished and were cancelled, the frame
/// count), else the file is left as it was and the hand has to be recorded again.
@MainActor
public enum SessionReseal {
    /// What a reseal did: how many frame lines the session has and how many got a new digest.
    public struct Outcome: Equatable, Sendable {
        public let frames: Int
        public let changed: Int
    }

    /// Reseals the session at `file` in place (a temporary file renamed over it, so a failure
    /// leaves the old one whole). Code 2: the session cannot be read or replayed; 1: the
    /// hand no longer ends as recorded, the file changed after it was read, or it could not be
    /// written. `beforeReplacing` runs just before the file is checked unchanged and replaced
    /// (where a test plays a writer that ignores the lock).
    public static func reseal(_ file: String, app: any SegueApp, font: String? = nil, beforeReplacing: () -> Void = {}) throws(ReplayFailure) -> Outcome {
        // The recorder's lock, held to the rename; the bytes replaced are the ones read here.
        let locked: LockedSession
        do { locked = try LockedSession(path: file, limit: fileLimit) } catch { throw ReplayFailure(error.message(file: file), code: 2) }
        let reader: SessionReader
        let header: SessionHeader
        do throws(SessionError) {
            reader = try SessionReader(appSession: file, app: app)
            guard case .header(let h) = try reader.next() else { throw SessionError(line: 1, "the first line is not a header") }
            header = h
        } catch {
            throw ReplayFailure(error.message(file: file), code: 2)
        }
        let resources: Resources
        let stage: Stage
        do {
            resources = try Resources(app: app, font: font)
            stage = try Stage(resources: resources, scene: header.scene, size: header.windowSize, output: .none, startTime: 0, spec: header.spec)
        } catch {
            throw ReplayFailure(error.description, code: 2)
        }
        defer {
            stage.close()
            resources.close()
        }
        let seeker = SessionSeeker(file: file, reader: reader, stage: stage, prepare: { $0.prepareForReplay(of: header) })
        // The line of each frame line in the file, with its recorded and its new digest.
        var frames: [(line: Int, recorded: String, now: String)] = []
        while let frame = try seeker.step() {
            frames.append((seeker.reader.parser.lineNumber, frame.digest, stage.driver.digest.text))
        }
        if let problem = SessionEndCheck.problem(seeker.end, reader: seeker.reader, driver: stage.driver) {
            throw ReplayFailure(problem.message(file: file) + "; the hand no longer ends as recorded, so it is not resealed (record it again)", code: 1)
        }
        let changed = frames.filter { $0.recorded != $0.now }
        guard !changed.isEmpty else { return Outcome(frames: frames.count, changed: 0) }
        var lines = locked.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        for frame in changed {
            let index = frame.line - 1
            let found = lines.indices.contains(index) ? DigestField.values(in: lines[index], equalTo: frame.recorded) : []
            guard found.count == 1 else {
                let why = found.isEmpty ? "its digest is not written as a \"digest\" field holding \(frame.recorded)" : "it holds that digest \(found.count) times"
                throw ReplayFailure("\(file):\(frame.line): cannot rewrite the frame line: \(why); not resealed", code: 1)
            }
            lines[index].replaceSubrange(found[0], with: Array(frame.now.utf8))
        }
        let out = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        beforeReplacing()
        if let change = locked.changeSinceRead() {
            throw ReplayFailure("\(file): the file changed while it was resealed (\(change)); not resealed, run reseal again", code: 1)
        }
        do { try OutputFile(path: file).write(out) } catch { throw ReplayFailure("\(error)", code: 1) }
        return Outcome(frames: frames.count, changed: changed.count)
    }

    /// The largest session a reseal reads whole (the recorder's sessions are a few MB).
    static let fileLimit = 1 << 30
}
