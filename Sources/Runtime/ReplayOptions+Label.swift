import Foundation
import Motion
import Scenes

extension ReplayOptions {
    /// How a run is named where runs are shown together (a side-by-side video's label bar, a
    /// comparison): its `name` if given, else its session file's name and, when it replays
    /// under other parameters, what it sets.
    public var label: String {
        if let name { return name }
        let file = (self.file as NSString).lastPathComponent
        // A spec file may give every parameter: only those off their defaults are named.
        var last: [String: SpecValue] = [:]
        for o in overrides { last[o.name] = o.value }
        let named = SceneRegistry.catalogue.parameters.compactMap { p in last[p.name].flatMap { $0 != p.defaultValue ? SpecAssignment(p.name, $0) : nil } }
        switch named.count {
        case 0: return overrides.isEmpty ? file : file + " · the default parameters"
        case 1: return file + " · \(named[0].name)=\(SpecParameter.describe(named[0].value))"
        default: return file + " · \(named.count) parameters set"
        }
    }
}
