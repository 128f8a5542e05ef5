/// A finger on a touch device, as SDL names it: fingers are numbered per device.
struct TouchFinger: Hashable {
    var touch: Int64
    var finger: Int64
}
