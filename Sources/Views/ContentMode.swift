/// How an image view fits its image (UIKit's contentMode, for images).
public enum ContentMode: Hashable, Sendable {
    case scaleToFill
    case scaleAspectFit
    case scaleAspectFill
}
