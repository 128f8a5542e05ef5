import Foundation
import Motion

extension ReplayOptions {
    /// How a run is named where runs are shown together (a side-by-side video's label bar, a
    /// comparison): its `name` if given, else its session file's name and, when it replays
    /// under other parameters, what it sets.
    public var label: String {
        if let name { return name }
        let file = (self.file as NSString).lastPathComponent
        switch overrides.count {
        case 0: return file
        case 1: return file + " · \(overrides[0].name)=\(SpecParameter.describe(overrides[0].value))"
        default: return file + " · \(overrides.count) parameters set"
        }
    }
}
