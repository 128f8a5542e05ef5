import Motion
import Scenes
import Sessions

extension SessionReader {
    /// Opens a session of this app: its scenes and its transition parameters are the ones
    /// the header and `parameter` events may name. Given `regularBecause`, only a regular file.
    public convenience init(appSession path: String, regularBecause: String? = nil) throws(SessionError) {
        try self.init(path: path, knownScenes: Set(SceneRegistry.sceneIDs), catalogue: SceneRegistry.catalogue, regularBecause: regularBecause)
    }
}
