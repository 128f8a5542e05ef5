import Motion
import Host
import Sessions

/// What a sweep (and `segue label`) reads of each hand before replaying any: the whole file
/// through replay's own reader and its verdict (`SessionExtent.read`: every error `replay`
/// refuses with exit 2, with the same message), and the value its recording holds for each
/// swept parameter (its header's spec). A hand is replayed once per grid point, so it must be
/// a regular file; a FIFO or a pipe is refused before anything waits on its writer.
public enum SweepHandHeader {
    /// Each key's recorded value, and how many frame lines the hand has.
    public static func read(hand: String, keys: [String], app: any SegueApp) throws(SweepError) -> (recorded: [String: Double], frames: Int) {
        let extent: SessionExtent
        do {
            extent = try SessionExtent.read(SessionReader(appSession: hand, app: app, regularBecause: "a hand is read again for every replay"))
        } catch {
            throw SweepError(error.message(file: hand))
        }
        var values: [String: Double] = [:]
        for key in keys {
            guard let parameter = app.catalogue[key] else { continue }
            values[key] = extent.header.spec.number(parameter)
        }
        return (values, extent.frames)
    }
}
