import Foundation
import Motion
import Sessions

extension ReplayOptions {
    /// How a run is named where runs are shown together (a side-by-side video's label bar, a
    /// comparison): its `name` if given, else its session file's name and, when it replays
    /// under other parameters, how it departs from the recording (`departures`: the
    /// parameters that start elsewhere and those whose recorded changes it skips).
    public func label(departing departures: Departures) -> String {
        if let name { return name }
        let file = (self.file as NSString).lastPathComponent
        var changed: [(name: String, value: SpecValue)] = departures.start.map { ($0.parameter.name, $0.replayed) }
        let held = Dictionary(overrides.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        for s in departures.skipped where !changed.contains(where: { $0.name == s.name }) {
            if let v = held[s.name] { changed.append((s.name, v)) }
        }
        switch changed.count {
        case 0: return overrides.isEmpty ? file : file + " · as recorded"
        case 1: return file + " · \(changed[0].name)=\(SpecParameter.describe(changed[0].value))"
        default: return file + " · \(changed.count) parameters differ"
        }
    }
}
