import Motion
import Scenes
import Sessions

/// What a sweep reads of each hand before replaying any: that it reads as a session to its
/// last line (the checks of docs/SESSION_FORMAT.md, without replaying it), and
/// the value its recording holds for each swept parameter (its header's spec).
public enum SweepHandHeader {
    public static func recorded(hand: String, keys: [String]) throws(SweepError) -> [String: Double] {
        do {
            let reader = try SessionReader(appSession: hand)
            guard let first = try reader.next() else { throw SweepError("\(hand):1: \(reader.noHeaderReason)") }
            guard case .header(let header) = first else { throw SweepError("\(hand):1: the first line is not a header") }
            var values: [String: Double] = [:]
            for key in keys {
                guard let parameter = SceneRegistry.catalogue[key] else { continue }
                values[key] = header.spec.number(parameter)
            }
            // Every line read through (no replay), so a bad line is found before the sweep.
            while try reader.next() != nil {}
            return values
        } catch let e as SweepError {
            throw e
        } catch let e as SessionError {
            throw SweepError(e.message(file: hand))
        } catch {
            throw SweepError("\(hand): \(error)")
        }
    }
}
