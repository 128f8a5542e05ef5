import Motion
import Host
import Sessions

extension SessionReader {
    /// Opens a session of this app: its scenes and its transition parameters are the ones
    /// the header and `parameter` events may name. Given `regularBecause`, only a regular file.
    public convenience init(appSession path: String, app: any SegueApp, regularBecause: String? = nil) throws(SessionError) {
        try self.init(path: path, knownScenes: Set(app.sceneIDs), catalogue: app.catalogue, regularBecause: regularBecause)
    }
}
