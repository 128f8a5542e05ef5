/// Where an animation ended (UIKit's UIViewAnimatingPosition).
public enum AnimatingPosition: Sendable, Hashable {
    case start
    case end
    case current
}
