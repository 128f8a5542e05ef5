/// The app's version, written into every session header.
public enum SegueVersion {
    public static let string = "0.1.0"
}
