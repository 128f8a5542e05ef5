import Foundation

extension ReplayOptions {
    /// How a run is named where runs are shown together (a side-by-side video's label bar):
    /// its session file's name.
    public var label: String { (file as NSString).lastPathComponent }
}
